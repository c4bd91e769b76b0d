/** Stub: the shell-and-screens issue builds this screen. */
export function RestaurantDashboardDemoPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16" data-testid="page-demo-restaurant-dashboard">
      <h1 className="text-3xl font-semibold tracking-tight">Restaurant Dashboard</h1>
    </section>
  );
}
