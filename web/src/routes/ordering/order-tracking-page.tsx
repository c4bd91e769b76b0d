/** Stub: built out by the ordering screens work. */
export function OrderTrackingPage() {
  return (
    <main className="container mx-auto px-4 py-8">
      <h1 className="text-3xl font-bold">Order Tracking</h1>
    </main>
  );
}
