/** Stub: the shell-and-screens issue builds this screen. */
export function PricingPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16" data-testid="page-pricing">
      <h1 className="text-3xl font-semibold tracking-tight">Pricing</h1>
    </section>
  );
}
