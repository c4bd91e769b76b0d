import type { CustomerOrderSummary, LoyaltyAccount } from "@tavola/contracts";
import { Award, PiggyBank, Receipt, Store } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { TierBadge } from "@/components/domain/tier-badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents, formatInteger } from "@/lib/format";

function Card({ label, value, hint, icon: Icon, testId }: { label: string; value: ReactNode; hint: ReactNode; icon: typeof Award; testId: string }) {
  return (
    <li className="grid min-w-0 content-start gap-1 rounded-lg border bg-card p-4" data-testid={testId}>
      <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        {label} <Icon className="size-4" aria-hidden="true" />
      </span>
      <span className="truncate text-2xl font-semibold tabular-nums">{value}</span>
      <span className="text-sm text-muted-foreground">{hint}</span>
    </li>
  );
}

/** The spec's four cards — points with the tier badge, orders completed, total savings, favourite restaurant — from the customer's own data. */
export function SummaryCards({ summary, account }: { summary: CustomerOrderSummary | undefined; account: LoyaltyAccount | null | undefined }) {
  if (!summary || account === undefined) {
    return (
      <div className="grid gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label="Loading your figures">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }
  const fav = summary.favoriteRestaurant;
  return (
    <ul className="grid gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4" aria-label="Your account at a glance">
      <Card label="Loyalty Points" value={formatInteger(account?.points ?? 0)} hint={account ? <TierBadge tier={account.tier} /> : "Join by ordering"} icon={Award} testId="stat-loyalty-points" />
      <Card label="Orders Completed" value={formatInteger(summary.ordersCompleted)} hint="Delivered, picked up or served" icon={Receipt} testId="stat-orders-completed" />
      <Card label="Total Savings" value={formatCents(summary.savingsCents)} hint="From offers and rewards" icon={PiggyBank} testId="stat-total-savings" />
      <Card
        label="Favorite Restaurant"
        value={fav ? <span className="text-xl">{fav.name}</span> : "—"}
        hint={
          fav ? (
            <Link href={`/order?restaurant=${encodeURIComponent(fav.slug)}`} className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline sm:min-h-0">
              {fav.orders} orders · Order again
            </Link>
          ) : (
            "Your most ordered, once you order"
          )
        }
        icon={Store}
        testId="stat-favorite-restaurant"
      />
    </ul>
  );
}
