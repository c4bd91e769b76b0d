import { PURCHASE_ORDER_STATUS_LABELS } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Printer } from "lucide-react";
import { Link } from "wouter";
import { StaffAccessState } from "@/components/domain/staff-access-state";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";
import { purchaseOrderQueryOptions } from "../api/purchase-orders-api";
import { formatQuantity } from "../lib/stock-format";

const TEXTS = {
  notOnTeamTitle: "For restaurant owners and managers",
  notOnTeamText: "Purchase orders are run by a restaurant's owner and its managers.",
  elsewhere: { href: "/order", label: "Order food instead" },
  signedOutText: "Sign in again to see this purchase order.",
  loadErrorTitle: "We couldn't load the purchase order",
};
const DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });

/** The purchase order as a document, for the printer (the buttons are not printed) or a PDF from the print dialog. */
export function PurchaseOrderPrint({ restaurantId, purchaseOrderId }: { restaurantId: string; purchaseOrderId: string }) {
  const po = useQuery(purchaseOrderQueryOptions(restaurantId, purchaseOrderId));
  if (po.isError) return <StaffAccessState error={po.error} onRetry={() => void po.refetch()} returnTo="/inventory-management" texts={TEXTS} />;
  if (!po.data) return <Skeleton className="h-96 w-full rounded-xl" />;
  const d = po.data;
  return (
    <article className="grid gap-6 rounded-xl border bg-card p-4 sm:p-6 print:border-0 print:p-0" data-testid="po-print">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Link href="/inventory-management" className={cn(buttonVariants({ variant: "outline" }), "min-h-11")}>
          <ArrowLeft aria-hidden="true" /> Back to inventory
        </Link>
        <Button onClick={() => window.print()} data-testid="button-print">
          <Printer aria-hidden="true" /> Print
        </Button>
      </div>
      <header className="grid gap-1">
        <h2 className="text-2xl font-bold">Purchase order {d.reference}</h2>
        <p>
          From <strong>{d.restaurantName}</strong> to <strong>{d.supplier}</strong> ({d.supplierEmail})
        </p>
        <p className="text-sm text-muted-foreground">
          {PURCHASE_ORDER_STATUS_LABELS[d.status]} · drafted {DATE.format(new Date(d.createdAt))}
          {d.sentAt ? ` · sent ${DATE.format(new Date(d.sentAt))}` : ""}
        </p>
      </header>
      {/* Focusable when it scrolls sideways (a long name on a narrow phone), so a keyboard can scroll it too. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`Lines of ${d.reference}`}>
        <table className="w-full text-sm">
          <caption className="sr-only">Lines of {d.reference}</caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-2">Item</th>
              <th scope="col" className="py-2 pr-2 text-right">Quantity</th>
              <th scope="col" className="hidden py-2 pr-2 text-right sm:table-cell print:table-cell">Received</th>
              <th scope="col" className="py-2 pr-2 text-right">Unit cost</th>
              <th scope="col" className="py-2 text-right">Line total</th>
            </tr>
          </thead>
          <tbody>
            {d.lines.map((l) => (
              <tr key={l.id} className="border-b">
                <td className="py-2 pr-2">{l.name}</td>
                <td className="py-2 pr-2 text-right tabular-nums">{formatQuantity(l.quantity, l.unit)}</td>
                <td className="hidden py-2 pr-2 text-right tabular-nums sm:table-cell print:table-cell">{formatQuantity(l.received, l.unit)}</td>
                <td className="py-2 pr-2 text-right tabular-nums">{formatCents(l.unitCostCents)}</td>
                <td className="py-2 text-right tabular-nums">{formatCents(l.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4} className="py-2 pr-2 text-right">
                Total
              </th>
              <td className="py-2 text-right font-semibold tabular-nums" data-testid="text-po-print-total">
                {formatCents(d.totalCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {d.note ? (
        <p>
          <strong>Note:</strong> {d.note}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">Please quote {d.reference} on the delivery note and invoice.</p>
    </article>
  );
}
