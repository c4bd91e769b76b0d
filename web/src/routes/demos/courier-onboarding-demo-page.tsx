/** Stub: the shell-and-screens issue builds this screen. */
export function CourierOnboardingDemoPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16" data-testid="page-demo-courier-onboarding">
      <h1 className="text-3xl font-semibold tracking-tight">Courier Onboarding</h1>
    </section>
  );
}
