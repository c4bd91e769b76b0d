import { useQuery } from "@tanstack/react-query";
import { formatCents } from "@/lib/format";
import { payoutsQueryOptions } from "../api/dispatch-api";
import { useDispatchDemo } from "../demo/demo-mode";

const weekOf = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

/** Weekly payouts (Monday–Sunday, paid on Tuesday): net, with gross and commission, and the week's statement (PDF or CSV). */
export function PayoutsList() {
  const { data, isError } = useQuery(payoutsQueryOptions);
  // The demo's sample payout has no statement on the server.
  const demo = useDispatchDemo();
  if (isError) return <p role="alert">We couldn't load your payouts.</p>;
  if (!data) return null;
  return (
    <section aria-labelledby="payouts-heading" className="grid gap-2">
      <h3 id="payouts-heading" className="font-semibold">
        Weekly payouts
      </h3>
      {data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Your first payout arrives on the Tuesday after your first week of deliveries.</p>
      ) : (
        <ul className="grid gap-2">
          {data.map((p) => (
            <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-2 border-t pt-2 text-sm" data-testid={`payout-${p.weekStart}`}>
              <span>
                <span className="font-medium">Week of {weekOf(p.weekStart)}</span>
                <span className="block text-xs text-muted-foreground">
                  {p.deliveries} {p.deliveries === 1 ? "delivery" : "deliveries"} · gross {formatCents(p.grossCents)} − commission {formatCents(p.commissionCents)}
                </span>
              </span>
              <span className="flex items-center gap-3">
                <span className="font-semibold">{formatCents(p.netCents)}</span>
                {!demo &&
                  (["pdf", "csv"] as const).map((kind) => (
                    <a
                      key={kind}
                      href={`/api/dispatch/payouts/${p.id}/statement.${kind}`}
                      download
                      className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline sm:min-h-0"
                    >
                      Statement ({kind.toUpperCase()})
                    </a>
                  ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
