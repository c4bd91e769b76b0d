import { useQuery } from "@tanstack/react-query";
import type { EarningTotals } from "@tavola/contracts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents } from "@/lib/format";
import { earningsQueryOptions } from "../api/dispatch-api";
import { PayoutsList } from "./payouts-list";

function Totals({ title, t, testId }: { title: string; t: EarningTotals; testId: string }) {
  return (
    <div className="rounded-md border p-3" data-testid={testId}>
      <p className="text-sm text-muted-foreground">{title}</p>
      <p className="text-2xl font-bold">{formatCents(t.netCents)}</p>
      <p className="text-xs text-muted-foreground">
        {t.deliveries} {t.deliveries === 1 ? "delivery" : "deliveries"} · fees {formatCents(t.feeCents)} − commission {formatCents(t.commissionCents)} + tips {formatCents(t.tipCents)}
      </p>
    </div>
  );
}

/** Earnings today and this week, and each delivery's fee, 8 % commission, tip and net. */
export function EarningsPanel() {
  const { data, isPending, isError } = useQuery(earningsQueryOptions);
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-xl">Earnings</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : isError || !data ? (
          <p role="alert">We couldn't load your earnings.</p>
        ) : (
          <>
            <div className="grid gap-2 sm:grid-cols-2">
              <Totals title="Today" t={data.today} testId="earnings-today" />
              <Totals title="This week" t={data.week} testId="earnings-week" />
            </div>
            {data.deliveries.length === 0 ? (
              <p className="text-sm text-muted-foreground">No deliveries this week yet.</p>
            ) : (
              <ul className="grid gap-2" aria-label="This week's deliveries">
                {data.deliveries.map((d) => (
                  <li key={d.jobId} className="border-t pt-2 text-sm" data-testid={`earning-${d.jobId}`}>
                    <div className="flex items-baseline justify-between gap-2">
                      <span className="font-medium">{d.restaurantName}</span>
                      <span className="font-semibold">
                        <span className="sr-only">Net </span>
                        {formatCents(d.netCents)}
                      </span>
                    </div>
                    <p className="text-xs text-muted-foreground">
                      {new Date(d.deliveredAt).toLocaleString(undefined, { weekday: "short", hour: "numeric", minute: "2-digit" })} · fee {formatCents(d.feeCents)} −
                      commission {formatCents(d.commissionCents)} + tip {formatCents(d.tipCents)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <PayoutsList />
          </>
        )}
      </CardContent>
    </Card>
  );
}
