/** Stub: the shell-and-screens issue builds this screen. */
export function CustomerOnboardingDemoPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16" data-testid="page-demo-customer-onboarding">
      <h1 className="text-3xl font-semibold tracking-tight">Customer Onboarding</h1>
    </section>
  );
}
