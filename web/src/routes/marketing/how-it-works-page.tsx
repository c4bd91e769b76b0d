/** Stub: the shell-and-screens issue builds this screen. */
export function HowItWorksPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16" data-testid="page-how-it-works">
      <h1 className="text-3xl font-semibold tracking-tight">How It Works</h1>
    </section>
  );
}
