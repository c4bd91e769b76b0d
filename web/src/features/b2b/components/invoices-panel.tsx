import { useQuery } from "@tanstack/react-query";
import { FileDown } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents, formatDate } from "@/lib/format";
import { invoicePdfUrl, invoicesQueryOptions } from "../api/b2b-api";

/** The monthly invoices (issued at month end by the job queue), each with its PDF. */
export function InvoicesPanel({ companyId }: { companyId: string }) {
  const q = useQuery(invoicesQueryOptions(companyId));
  if (q.isPending) return <Skeleton className="h-16 w-full" />;
  if (q.isError) return <p role="alert" className="text-sm text-destructive">Could not load the invoices.</p>;
  const { invoices, billedTo } = q.data;
  if (billedTo.id !== companyId) return <p className="text-sm text-muted-foreground">Your orders are invoiced to {billedTo.name} each month.</p>;
  if (invoices.length === 0) return <p className="text-sm text-muted-foreground">No invoices yet: the first is issued at the end of the month.</p>;
  return (
    <ul className="grid gap-3" data-testid="list-invoices">
      {invoices.map((inv) => (
        <li key={inv.id} className="grid gap-2 rounded-md border p-3" data-testid={`row-invoice-${inv.number}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{inv.number} · {inv.month}</span>
            <span className="font-medium tabular-nums">{formatCents(inv.totalCents)}</span>
          </div>
          <ul className="grid gap-0.5 text-sm text-muted-foreground">
            {inv.costCentres.map((c) => (
              <li key={c.costCentre ?? "none"}>{c.costCentre ?? "No cost centre"}: {c.orders} order(s), {formatCents(c.subtotalCents)}</li>
            ))}
            {inv.minimumTopUpCents > 0 && <li>Monthly minimum top-up: {formatCents(inv.minimumTopUpCents)}</li>}
          </ul>
          <details className="text-sm">
            <summary className="cursor-pointer py-1">{inv.orders.length} order(s)</summary>
            <ul className="grid gap-0.5 pt-1">
              {inv.orders.map((o) => (
                <li key={o.orderId}>{formatDate(o.eventDate)} · {o.eventName}{o.poNumber && <> · PO {o.poNumber}</>} · {formatCents(o.totalCents)}</li>
              ))}
            </ul>
          </details>
          <a className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline sm:min-h-0" href={invoicePdfUrl(companyId, inv.id)} target="_blank" rel="noreferrer" data-testid={`link-invoice-pdf-${inv.number}`}>
            <FileDown className="size-4" aria-hidden="true" /> Download PDF<span className="sr-only"> of invoice {inv.number}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
