/** Stub: the shell-and-screens issue builds this screen. */
export function DemosHubPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16" data-testid="page-demos">
      <h1 className="text-3xl font-semibold tracking-tight">Demos</h1>
    </section>
  );
}
