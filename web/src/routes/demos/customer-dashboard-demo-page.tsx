/** Stub: the shell-and-screens issue builds this screen. */
export function CustomerDashboardDemoPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16" data-testid="page-demo-customer-dashboard">
      <h1 className="text-3xl font-semibold tracking-tight">Customer Dashboard</h1>
    </section>
  );
}
