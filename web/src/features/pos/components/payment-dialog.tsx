import { POS_SPLIT_WAYS_MAX, type PosPaymentInput, type PosTicket, tipCents, tokenizeCardSchema } from "@tavola/contracts";
import { type FormEvent, useState } from "react";
import { CardFields, controlledCard } from "@/components/domain/card-fields";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { parseApiError } from "@/lib/api-error";
import { type CardErrors, type CardValues, EMPTY_CARD, tokenizeCard } from "@/lib/card";
import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useTakePayment } from "../api/pos-api";
import { parseDollars, previewShare } from "../lib/draft-ticket";

type Split = "full" | "even" | "items";
type Tender = "card" | "cash";

const SPLITS: Array<[Split, string]> = [["full", "Whole ticket"], ["even", "Split evenly"], ["items", "By dish"]];
const TENDERS: Array<[Tender, string]> = [["card", "Card"], ["cash", "Cash"]];
type Tip = "0" | "10" | "15" | "20" | "other";
const TIPS: Array<[Tip, string]> = [["0", "No tip"], ["10", "10 %"], ["15", "15 %"], ["20", "20 %"], ["other", "Amount"]];

function Segmented<T extends string>({ legend, options, value, onChange, testId }: { legend: string; options: Array<[T, string]>; value: T; onChange: (v: T) => void; testId: string }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(4.5rem,1fr))] gap-2">
        {options.map(([v, label]) => (
          <button
            key={v}
            type="button"
            aria-pressed={value === v}
            onClick={() => onChange(v)}
            className={cn("min-h-12 rounded-lg border px-3 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", value === v ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:border-primary")}
            data-testid={`${testId}-${v}`}
          >
            {label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Taking a payment: the whole of what is left, one of N even shares or chosen dishes, by card (the sandbox) or cash.
 * The amount shown is a preview; the server computes the share and, for cash, the change.
 */
export function PaymentDialog({ ticket, open, onOpenChange, onPaid }: { ticket: PosTicket; open: boolean; onOpenChange: (o: boolean) => void; onPaid: (amountCents: number, changeCents: number, tipCents: number) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto" data-testid="dialog-pos-payment">
        {open ? <PaymentForm ticket={ticket} onPaid={onPaid} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PaymentForm({ ticket, onPaid }: { ticket: PosTicket; onPaid: (amountCents: number, changeCents: number, tipCents: number) => void }) {
  const pay = useTakePayment(ticket.orderId);
  const [split, setSplit] = useState<Split>("full");
  const [ways, setWays] = useState(2);
  const [itemIds, setItemIds] = useState<string[]>([]);
  const [tender, setTender] = useState<Tender>("card");
  const [cash, setCash] = useState("");
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [tip, setTip] = useState<Tip>("0");
  const [tipAmount, setTipAmount] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = previewShare(ticket, split, ways, itemIds);
  const tendered = parseDollars(cash);
  const tipInput = tender !== "card" || tip === "0" ? {} : tip === "other" ? { tipCents: parseDollars(tipAmount) ?? 0 } : { tipPercent: Number(tip) };
  const tipPreview = tipCents(amount, tipInput);
  const unpaid = ticket.lines.filter((l) => !l.paid);
  const quick = [amount, Math.ceil(amount / 500) * 500, 2000, 5000, 10000].filter((v, i, a) => v >= amount && a.indexOf(v) === i).slice(0, 4);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const base: PosPaymentInput = { tender, split, ...(split === "even" ? { ways } : {}), ...(split === "items" ? { orderItemIds: itemIds } : {}) };
    let input: PosPaymentInput;
    if (tender === "cash") {
      if (tendered === null) return setFormError("Enter the cash received");
      input = { ...base, tenderedCents: tendered };
    } else {
      const parsed = tokenizeCardSchema.safeParse({ cardNumber: card.cardNumber, expMonth: card.expMonth ? Number(card.expMonth) : undefined, expYear: card.expYear ? Number(card.expYear) : undefined, cvc: card.cvc.trim() });
      if (!parsed.success) {
        const found: CardErrors = {};
        for (const issue of parsed.error.issues) {
          const k = issue.path[0] as keyof CardValues | undefined;
          if (k) found[k] ??= issue.message;
        }
        return setCardErrors(found);
      }
      setCardErrors({});
      setBusy(true);
      try {
        input = { ...base, ...tipInput, paymentToken: (await tokenizeCard(parsed.data)).token };
      } catch (err) {
        setBusy(false);
        return setCardErrors({ cardNumber: parseApiError(err).message });
      }
    }
    setBusy(true);
    pay.mutate(input, {
      onSuccess: (r) => onPaid(r.amountCents, r.changeCents, r.tipCents),
      onError: (err) => {
        const parsed = parseApiError(err);
        setFormError(Object.values(parsed.fieldErrors)[0]?.[0] ?? parsed.message);
      },
      onSettled: () => setBusy(false),
    });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4" aria-label="Take payment">
      <DialogHeader>
        <DialogTitle>Take payment</DialogTitle>
        <DialogDescription>
          {ticket.label} · {formatCents(ticket.remainingCents)} left of {formatCents(ticket.dueCents)}
        </DialogDescription>
      </DialogHeader>
      <Segmented legend="Split" options={SPLITS} value={split} onChange={setSplit} testId="button-split" />
      {split === "even" ? (
        <FormField label="Ways">
          <Input type="number" inputMode="numeric" min={2} max={POS_SPLIT_WAYS_MAX} value={ways} onChange={(e) => setWays(Math.min(POS_SPLIT_WAYS_MAX, Math.max(2, Number(e.target.value) || 2)))} data-testid="input-split-ways" />
        </FormField>
      ) : null}
      {split === "items" ? (
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium">Dishes being paid for</legend>
          {unpaid.map((l) => (
            <label key={l.id} className="flex min-h-11 items-center gap-3 text-sm">
              <Checkbox checked={itemIds.includes(l.id)} onChange={(e) => setItemIds((ids) => (e.target.checked ? [...ids, l.id] : ids.filter((x) => x !== l.id)))} />
              <span className="flex-1">
                {l.quantity} × {l.name}
              </span>
              <span className="tabular-nums">{formatCents(l.amountCents)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <Segmented legend="Tender" options={TENDERS} value={tender} onChange={setTender} testId="button-tender" />
      {tender === "cash" ? (
        <div className="grid gap-2">
          <FormField label="Cash received ($)" error={formError && tendered === null ? formError : undefined}>
            <Input inputMode="decimal" value={cash} onChange={(e) => setCash(e.target.value)} placeholder={(amount / 100).toFixed(2)} data-testid="input-cash-received" />
          </FormField>
          <div className="flex flex-wrap gap-2">
            {quick.map((v) => (
              <Button key={v} variant="outline" onClick={() => setCash((v / 100).toFixed(2))}>
                {formatCents(v)}
              </Button>
            ))}
          </div>
          {tendered !== null && tendered >= amount ? <p className="text-sm">Change: {formatCents(tendered - amount)}</p> : null}
        </div>
      ) : (
        <div className="grid gap-3">
          <Segmented legend="Tip" options={TIPS} value={tip} onChange={setTip} testId="button-tip" />
          {tip === "other" ? (
            <FormField label="Tip ($)">
              <Input inputMode="decimal" value={tipAmount} onChange={(e) => setTipAmount(e.target.value)} placeholder="0.00" data-testid="input-tip-amount" />
            </FormField>
          ) : null}
          {tipPreview > 0 ? <p className="text-sm">Tip: {formatCents(tipPreview)}</p> : null}
          <CardFields controls={controlledCard(card, setCard)} errors={cardErrors} idPrefix="pos" testCardsLead="Test card" />
        </div>
      )}
      {formError ? (
        <p role="alert" className="text-sm text-destructive" data-testid="text-payment-error">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="h-14 text-base" disabled={busy || amount <= 0} data-testid="button-charge">
        {busy ? "Processing…" : `${tender === "cash" ? "Take cash" : "Charge card"} ${formatCents(amount + (tender === "card" ? tipPreview : 0))}`}
      </Button>
    </form>
  );
}
