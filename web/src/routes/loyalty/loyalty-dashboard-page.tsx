import { LoyaltyDashboard } from "@/features/loyalty/components/dashboard/loyalty-dashboard";

/** /loyalty-advanced ("Loyalty Dashboard", signed in): tier, progress, points over time, history and vouchers. */
export function LoyaltyDashboardPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6" data-testid="page-loyalty-advanced">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Loyalty Dashboard</h1>
        <p className="text-muted-foreground">Your tier, benefits, points history and vouchers.</p>
      </header>
      <LoyaltyDashboard />
    </div>
  );
}
