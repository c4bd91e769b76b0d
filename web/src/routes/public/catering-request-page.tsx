/** Stub: the shell-and-screens issue builds this screen. */
export function CateringRequestPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16" data-testid="page-catering-request">
      <h1 className="text-3xl font-semibold tracking-tight">Premium Catering Request</h1>
    </section>
  );
}
