import { CeoDashboardView } from "@/features/ceo-dashboard/components/ceo-dashboard";

/** /ceo/dashboard and /ceo-dashboard (ceo and super admins, checked on the server), with the spec's title and line. */
export function CeoDashboardPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-10 sm:px-6" data-testid="page-ceo-dashboard">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">CEO Dashboard</h1>
        <p className="text-muted-foreground">Executive analytics, financial oversight and organizational metrics.</p>
      </header>
      <CeoDashboardView />
    </div>
  );
}
