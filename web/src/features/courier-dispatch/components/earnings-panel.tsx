import { useQuery } from "@tanstack/react-query";
import type { EarningTotals } from "@tavola/contracts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents } from "@/lib/format";
import { earningsQueryOptions } from "../api/dispatch-api";

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
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">This week's deliveries</caption>
                  <thead>
                    <tr className="text-left text-muted-foreground">
                      <th scope="col" className="py-1 pr-2 font-medium">Delivery</th>
                      <th scope="col" className="py-1 pr-2 text-right font-medium">Fee</th>
                      <th scope="col" className="py-1 pr-2 text-right font-medium">Commission</th>
                      <th scope="col" className="py-1 pr-2 text-right font-medium">Tip</th>
                      <th scope="col" className="py-1 text-right font-medium">Net</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.deliveries.map((d) => (
                      <tr key={d.jobId} className="border-t" data-testid={`earning-${d.jobId}`}>
                        <td className="py-1 pr-2">
                          {d.restaurantName}
                          <span className="block text-xs text-muted-foreground">
                            {new Date(d.deliveredAt).toLocaleString(undefined, { weekday: "short", hour: "numeric", minute: "2-digit" })}
                          </span>
                        </td>
                        <td className="py-1 pr-2 text-right">{formatCents(d.feeCents)}</td>
                        <td className="py-1 pr-2 text-right">−{formatCents(d.commissionCents)}</td>
                        <td className="py-1 pr-2 text-right">{formatCents(d.tipCents)}</td>
                        <td className="py-1 text-right font-semibold">{formatCents(d.netCents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
