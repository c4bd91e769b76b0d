import { CustomerChurnView } from "@/features/customer-churn/components/customer-churn-view";

/** /customer-churn (ceo and super admins, checked on the server), with the spec's title and line. */
export function CustomerChurnPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-10 sm:px-6" data-testid="page-customer-churn">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Customer Churn</h1>
        <p className="text-muted-foreground">Who is drifting away, and why.</p>
      </header>
      <CustomerChurnView />
    </div>
  );
}
