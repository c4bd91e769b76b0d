/** Stub: the shell-and-screens issue builds this screen. */
export function InvestorsPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16" data-testid="page-investors">
      <h1 className="text-3xl font-semibold tracking-tight">Investors</h1>
    </section>
  );
}
