import { describeSettlement, type LeadDetail } from "@tavola/contracts";
import { formatCents } from "@/lib/format";

const cardName = (c: { brand: string | null; last4: string | null }) => (c.brand ? `${c.brand} •••• ${c.last4}` : "card");
const day = (iso: string) => new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/** The lead's money after the quote: the client's card on file, the balance once paid (and how), the cancellation's settlement. */
export function LeadMoney({ lead }: { lead: LeadDetail }) {
  const { cardOnFile, balancePaid, settlement } = lead.money;
  if (!cardOnFile && !balancePaid && !settlement) return null;
  return (
    <section aria-labelledby="lead-money" className="grid gap-2 rounded-md border p-4 text-sm" data-testid="lead-money">
      <h3 id="lead-money" className="font-semibold">
        Payments
      </h3>
      {cardOnFile ? (
        <p>
          Card on file: {cardName(cardOnFile)} (the client's consent, for this event's balance){cardOnFile.declined ? " — declined; the client pays by link" : ""}.
        </p>
      ) : null}
      {balancePaid ? (
        <p data-testid="lead-balance-paid">
          Balance paid: {formatCents(balancePaid.amountCents)}, {cardName(balancePaid)}
          {balancePaid.automatic ? ", captured automatically" : ", by the client's link"} ({day(balancePaid.paidAt)}).
        </p>
      ) : null}
      {settlement ? (
        <p data-testid="lead-settlement">
          Cancellation fee {formatCents(settlement.feeCents)}: {describeSettlement(settlement, true).replace(/\byour\b/g, "the client's")}
          {settlement.owedCents > 0 ? (settlement.paid ? ` Paid ${day(settlement.paid.paidAt)}.` : " Not paid yet.") : ""}
        </p>
      ) : null}
    </section>
  );
}
