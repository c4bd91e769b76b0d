import { useQuery } from "@tanstack/react-query";
import { WEEKDAY_LABELS, type CompanyAccount } from "@tavola/contracts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents, formatDate } from "@/lib/format";
import { ordersQueryOptions, recurringQueryOptions, useCreateRecurring, usePlaceOrder, useStopRecurring } from "../api/b2b-api";
import { OrderForm } from "./order-form";

/** This month's orders and the form to place one (employees only: executives look on). */
export function OrdersPanel({ account }: { account: CompanyAccount }) {
  const id = account.company.id;
  const orders = useQuery(ordersQueryOptions(id, account.month));
  const place = usePlaceOrder(id);
  return (
    <div className="grid gap-6">
      {account.viewerRole !== "executive" && (
        <OrderForm company={account.company} mode="once" submitLabel="Place order" pending={place.isPending} onSubmit={(input) => place.mutateAsync(input)} />
      )}
      <div>
        <h3 className="mb-2 font-medium">Orders in {account.month}</h3>
        {orders.isPending && <Skeleton className="h-16 w-full" />}
        {orders.isError && <p role="alert" className="text-sm text-destructive">Could not load the orders.</p>}
        {orders.data && orders.data.orders.length === 0 && <p className="text-sm text-muted-foreground">No orders this month yet.</p>}
        <ul className="grid gap-2" data-testid="list-orders">
          {orders.data?.orders.map((o) => (
            <li key={o.id} className="grid gap-1 rounded-md border p-3 sm:grid-cols-[1fr_auto]" data-testid={`row-order-${o.id}`}>
              <span className="min-w-0">
                <span className="block font-medium">{o.eventName} · {o.restaurantName}</span>
                <span className="block text-sm text-muted-foreground">
                  {formatDate(o.eventDate)} {o.eventTime} · {o.headcount} guests · {o.placedBy}
                  {o.poNumber && <> · PO {o.poNumber}</>}
                  {o.costCentre && <> · {o.costCentre}</>}
                </span>
                {o.refusedReason && <span className="block text-sm text-destructive">{o.refusedReason}</span>}
              </span>
              <span className="flex items-center gap-2 sm:justify-end">
                {o.status === "refused" ? <Badge variant="destructive">Refused</Badge> : o.recurringOrderId ? <Badge variant="secondary">Recurring</Badge> : null}
                <span className="font-medium tabular-nums">{formatCents(o.totalCents)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Weekly orders the daily job places a week ahead; admins set them up and stop them. */
export function RecurringPanel({ account }: { account: CompanyAccount }) {
  const id = account.company.id;
  const list = useQuery(recurringQueryOptions(id));
  const create = useCreateRecurring(id);
  const stop = useStopRecurring(id);
  const isAdmin = account.viewerRole === "admin";
  return (
    <div className="grid gap-6">
      {list.isPending && <Skeleton className="h-12 w-full" />}
      {list.data && list.data.recurringOrders.length === 0 && <p className="text-sm text-muted-foreground">No recurring orders.</p>}
      <ul className="grid gap-2" data-testid="list-recurring">
        {list.data?.recurringOrders.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
            <span className="min-w-0">
              <span className="block font-medium">{r.eventName} · every {WEEKDAY_LABELS[r.weekday]} at {r.eventTime}</span>
              <span className="block text-sm text-muted-foreground">{r.restaurantName} · {r.headcount} guests{r.poNumber && <> · PO {r.poNumber}</>}{r.costCentre && <> · {r.costCentre}</>}</span>
            </span>
            {r.active ? (
              isAdmin && <Button variant="outline" size="sm" disabled={stop.isPending} onClick={() => stop.mutate(r.id)} aria-label={`Stop ${r.eventName}`}>Stop</Button>
            ) : (
              <Badge variant="secondary">Stopped</Badge>
            )}
          </li>
        ))}
      </ul>
      {isAdmin && (
        <details className="rounded-md border p-3">
          <summary className="cursor-pointer py-2 font-medium">Set up a weekly order</summary>
          <div className="pt-3">
            <OrderForm company={account.company} mode="weekly" submitLabel="Save weekly order" pending={create.isPending}
              onSubmit={({ eventDate: _date, ...input }) => create.mutateAsync({ ...input, weekday: input.weekday ?? 5 })} />
          </div>
        </details>
      )}
    </div>
  );
}
