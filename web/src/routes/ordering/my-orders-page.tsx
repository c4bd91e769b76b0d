/** Stub: built out by the ordering screens work. */
export function MyOrdersPage() {
  return (
    <main className="container mx-auto px-4 py-8">
      <h1 className="text-3xl font-bold">My Orders</h1>
    </main>
  );
}
