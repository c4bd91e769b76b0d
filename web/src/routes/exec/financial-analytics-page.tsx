import { FinanceView } from "@/features/financial-analytics/components/finance-view";

/** /financial-analytics (ceo and super admins, checked on the server), with the placeholder's title and line. */
export function FinancialAnalyticsPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-10 sm:px-6" data-testid="page-financial-analytics">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Financial Analytics</h1>
        <p className="text-muted-foreground">Revenue, margins and payouts.</p>
      </header>
      <FinanceView />
    </div>
  );
}
