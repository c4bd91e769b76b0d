import { useQuery } from "@tanstack/react-query";
import { FileDown } from "lucide-react";
import type { Invoice, InvoicePreview } from "@tavola/contracts";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents, formatDate } from "@/lib/format";
import { invoicePdfUrl, invoicesQueryOptions } from "../api/b2b-api";

/** What an invoice (issued, or the month so far) lists: cost-centre subtotals, the top-up, and its orders. */
function InvoiceBody({ inv, open }: { inv: Invoice | InvoicePreview; open?: boolean }) {
  return (
    <>
      <ul className="grid gap-0.5 text-sm text-muted-foreground">
        {inv.costCentres.map((c) => (
          <li key={c.costCentre ?? "none"}>{c.costCentre ?? "No cost centre"}: {c.orders} order(s), {formatCents(c.subtotalCents)}</li>
        ))}
        {inv.minimumTopUpCents > 0 && <li>Monthly minimum top-up: {formatCents(inv.minimumTopUpCents)}</li>}
      </ul>
      <details className="text-sm" open={open}>
        <summary className="cursor-pointer py-1">{inv.orders.length} order(s)</summary>
        <ul className="grid gap-0.5 pt-1">
          {inv.orders.map((o) => (
            <li key={o.orderId}>{formatDate(o.eventDate)} · {o.eventName}{o.poNumber && <> · PO {o.poNumber}</>}{o.costCentre && <> · {o.costCentre}</>} · {formatCents(o.totalCents)}</li>
          ))}
        </ul>
      </details>
    </>
  );
}

/** The month so far (issued at month end by the job queue) and the issued monthly invoices, each with its PDF. */
export function InvoicesPanel({ companyId }: { companyId: string }) {
  const q = useQuery(invoicesQueryOptions(companyId));
  if (q.isPending) return <Skeleton className="h-16 w-full" />;
  if (q.isError) return <p role="alert" className="text-sm text-destructive">Could not load the invoices.</p>;
  const { invoices, billedTo, current } = q.data;
  if (billedTo.id !== companyId) return <p className="text-sm text-muted-foreground">Your orders are invoiced to {billedTo.name} each month.</p>;
  return (
    <div className="grid gap-4">
      {current && (
        <section className="grid gap-2 rounded-md border border-dashed p-3" aria-labelledby="invoice-current" data-testid="invoice-current">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="invoice-current" className="font-medium">{current.month} so far · issued {formatDate(current.issuesOn)}</h3>
            <span className="font-medium tabular-nums">{formatCents(current.totalCents)}</span>
          </div>
          <InvoiceBody inv={current} open />
        </section>
      )}
      {invoices.length === 0 && <p className="text-sm text-muted-foreground">No invoices yet: the first is issued at the end of the month.</p>}
      <ul className="grid gap-3" aria-label="Issued invoices" data-testid="list-invoices">
        {invoices.map((inv) => (
          <li key={inv.id} className="grid gap-2 rounded-md border p-3" data-testid={`row-invoice-${inv.number}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{inv.number} · {inv.month}</span>
              <span className="font-medium tabular-nums">{formatCents(inv.totalCents)}</span>
            </div>
            <InvoiceBody inv={inv} />
            <a className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline sm:min-h-0" href={invoicePdfUrl(companyId, inv.id)} target="_blank" rel="noreferrer" data-testid={`link-invoice-pdf-${inv.number}`}>
              <FileDown className="size-4" aria-hidden="true" /> Download PDF<span className="sr-only"> of invoice {inv.number}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
