/** Stub: built out by the ordering screens work. */
export function OrderPage() {
  return (
    <main className="container mx-auto px-4 py-8">
      <h1 className="text-3xl font-bold">Order Online</h1>
    </main>
  );
}
