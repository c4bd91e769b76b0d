import type { PosTicket } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/format";
import { posSetupQueryOptions, posTicketQueryOptions } from "../api/pos-api";

/**
 * Printing shows the receipt alone, about 80 mm wide (a thermal roll): everything else on the page is hidden and the
 * page is sized to the roll.
 */
const PRINT_CSS = `
@media print {
  @page { size: 80mm auto; margin: 3mm; }
  body * { visibility: hidden !important; }
  #pos-receipt, #pos-receipt * { visibility: visible !important; }
  #pos-receipt { position: absolute; left: 0; top: 0; width: 74mm; margin: 0; padding: 0; border: 0; box-shadow: none; font-size: 11px; color: #000; background: #fff; }
  .receipt-no-print { display: none !important; }
}`;

function Row({ label, cents, strong, testId }: { label: string; cents: number; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between gap-2 ${strong ? "font-bold" : ""}`}>
      <span>{label}</span>
      <span className="tabular-nums" data-testid={testId}>
        {formatCents(cents)}
      </span>
    </div>
  );
}

/** /pos-system/receipt/:orderId — the ticket's receipt, as printed. */
export function ReceiptView({ orderId }: { orderId: string }) {
  const ticket = useQuery(posTicketQueryOptions(orderId));
  const setup = useQuery(posSetupQueryOptions);
  if (ticket.isPending) return <Skeleton className="mx-auto my-8 h-96 w-80" />;
  if (ticket.isError) {
    return (
      <p role="alert" className="mx-auto my-8 max-w-md px-4">
        This receipt didn't load: {parseApiError(ticket.error).message}
      </p>
    );
  }
  return <Receipt t={ticket.data} restaurantName={setup.data?.restaurant.name ?? ""} />;
}

function Receipt({ t, restaurantName }: { t: PosTicket; restaurantName: string }) {
  return (
    <main className="mx-auto grid max-w-sm gap-4 px-3 py-6" data-testid="page-pos-receipt">
      <style>{PRINT_CSS}</style>
      <div className="receipt-no-print flex justify-end">
        <Button size="lg" className="h-12" onClick={() => window.print()} data-testid="button-print">
          <Printer aria-hidden />
          Print
        </Button>
      </div>
      <article id="pos-receipt" aria-label="Receipt" className="grid gap-3 rounded-lg border bg-white p-4 font-mono text-sm text-black shadow-sm">
        <header className="text-center">
          <h1 className="text-base font-bold">{restaurantName || "Receipt"}</h1>
          <p>
            {t.label} · {t.reference}
          </p>
          <p>{new Date(t.placedAt).toLocaleString()}</p>
        </header>
        <ul className="grid gap-1 border-y border-dashed border-black py-2">
          {t.lines.map((l) => (
            <li key={l.id}>
              <div className="flex justify-between gap-2">
                <span>
                  {l.quantity} × {l.name}
                </span>
                <span className="tabular-nums">{formatCents(l.unitPriceCents * l.quantity)}</span>
              </div>
              {l.options ? <div className="pl-4 text-xs">{l.options}</div> : null}
              {l.seat ? <div className="pl-4 text-xs">Seat {l.seat}</div> : null}
            </li>
          ))}
        </ul>
        <div className="grid gap-0.5">
          <Row label="Subtotal" cents={t.subtotalCents} />
          <Row label="Tax" cents={t.taxCents} />
          {t.discounts.map((d) => (
            <Row key={d.id} label={`Discount (${d.reason})`} cents={-d.amountCents} />
          ))}
          <Row label="Total" cents={t.dueCents} strong testId="text-receipt-total" />
        </div>
        <div className="grid gap-0.5 border-t border-dashed border-black pt-2">
          {t.payments.map((p) => (
            <div key={p.id} className="grid">
              <Row label={p.tender === "card" ? `Card •••• ${p.last4 ?? ""}` : "Cash"} cents={p.tender === "cash" ? (p.tenderedCents ?? p.amountCents) : p.amountCents} />
              {p.tipCents ? <Row label="  Tip" cents={p.tipCents} /> : null}
              {p.changeCents ? <Row label="  Change" cents={p.changeCents} /> : null}
            </div>
          ))}
          {t.tipCents ? <Row label="Tips" cents={t.tipCents} /> : null}
          {t.refunds.map((r) => (
            <Row
              key={r.id}
              label={`Refund ${r.lines.map((l) => `${l.quantity} × ${l.name}`).join(", ")}${r.lines.length ? " " : ""}(${r.reason}, ${r.tender})`}
              cents={-r.amountCents}
            />
          ))}
          <Row label={t.remainingCents ? "Left to pay" : "Paid"} cents={t.remainingCents || t.paidCents} strong />
          {t.refundedCents ? (
            <>
              <Row label="Refunded" cents={-t.refundedCents} testId="text-receipt-refunded" />
              <Row label="Net paid" cents={t.netPaidCents} strong testId="text-receipt-net-paid" />
            </>
          ) : null}
        </div>
        <p className="text-center">Thank you!</p>
      </article>
    </main>
  );
}
