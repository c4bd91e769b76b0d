import { type PosTicket } from "@tavola/contracts";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { parseApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/format";
import { useApplyDiscount, useEmailReceipt, useRequestApproval } from "../api/pos-api";
import { ApprovalWait } from "./approval-wait";
import { parseDollars } from "../lib/draft-ticket";
import { RefundForm } from "./refund-form";

export type TicketAction = "discount" | "refund" | "email" | null;

/** The sent ticket's back-office dialogs: a discount, a refund, an emailed receipt. */
export function TicketActionDialog({ ticket, action, onClose }: { ticket: PosTicket; action: TicketAction; onClose: () => void }) {
  return (
    <Dialog open={action !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto" data-testid={`dialog-pos-${action ?? "none"}`}>
        {action === "discount" ? <DiscountForm ticket={ticket} onDone={onClose} /> : null}
        {action === "refund" ? <RefundForm ticket={ticket} onDone={onClose} /> : null}
        {action === "email" ? <EmailForm ticket={ticket} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Header({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{children}</DialogDescription>
    </DialogHeader>
  );
}

const errorOf = (err: unknown) => {
  const parsed = parseApiError(err);
  return { message: parsed.message, fields: parsed.fieldErrors };
};

const selectClass = "h-12 w-full rounded-md border bg-background px-2 text-base";

/**
 * A discount off the ticket or one dish, % or an amount, with a reason. Above 10 % the server asks for an owner's or
 * manager's approval: their PIN typed here, or the request sent to their own POS screen, where they approve or decline
 * it and this dialog follows live (an owner or manager at the till approves by their own session).
 */
function DiscountForm({ ticket, onDone }: { ticket: PosTicket; onDone: () => void }) {
  const apply = useApplyDiscount(ticket.orderId);
  const [target, setTarget] = useState("");
  const [kind, setKind] = useState<"percent" | "amount">("percent");
  const [value, setValue] = useState("");
  const [reason, setReason] = useState("");
  const [pin, setPin] = useState("");
  const [needsPin, setNeedsPin] = useState(false);
  const ask = useRequestApproval(ticket.orderId);
  const [requestId, setRequestId] = useState<string | null>(null);
  const failure = ask.error ? errorOf(ask.error) : apply.error ? errorOf(apply.error) : null;
  const fields = () => {
    const n = kind === "percent" ? Math.round(Number(value)) : parseDollars(value);
    return { ...(target ? { orderItemId: target } : {}), kind, value: n && n > 0 ? n : 0, reason };
  };
  const askManager = () => {
    apply.reset();
    // Asked again after an expiry: a refusal (the ticket moved on) shows on the form, with its fields.
    ask.mutate(fields(), { onSuccess: (r) => setRequestId(r.id), onError: () => setRequestId(null) });
  };
  if (requestId) return <ApprovalWait requestId={requestId} onDone={onDone} onRetry={() => setRequestId(null)} onAskAgain={askManager} asking={ask.isPending} />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    ask.reset();
    apply.mutate(
      { ...fields(), ...(pin ? { approverPin: pin } : {}) },
      {
        onSuccess: (t) => {
          toast({ title: "Discount applied", description: `${formatCents(t.dueCents)} now due.` });
          onDone();
        },
        onError: (err) => setNeedsPin(Boolean(errorOf(err).fields.approverPin)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Discount">
      <Header title="Discount">{ticket.label} · {formatCents(ticket.remainingCents)} left to pay</Header>
      <FormField label="On">
        <select className={selectClass} value={target} onChange={(e) => setTarget(e.target.value)} data-testid="select-discount-target">
          <option value="">The whole ticket</option>
          {ticket.lines.filter((l) => !l.paid).map((l) => (
            <option key={l.id} value={l.id}>{`${l.quantity} × ${l.name} (${formatCents(l.amountCents)})`}</option>
          ))}
        </select>
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Type">
          <select className={selectClass} value={kind} onChange={(e) => setKind(e.target.value === "amount" ? "amount" : "percent")} data-testid="select-discount-kind">
            <option value="percent">Percent (%)</option>
            <option value="amount">Amount ($)</option>
          </select>
        </FormField>
        <FormField label={kind === "percent" ? "Percent" : "Amount ($)"} error={failure?.fields.value?.[0]}>
          <Input inputMode="decimal" className="h-12" value={value} onChange={(e) => setValue(e.target.value)} data-testid="input-discount-value" />
        </FormField>
      </div>
      <FormField label="Reason" error={failure?.fields.reason?.[0]}>
        <Input className="h-12" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Long wait, regular guest" data-testid="input-discount-reason" />
      </FormField>
      {needsPin ? (
        <FormField label="Manager's PIN" description="More than 10 % off needs an owner's or manager's approval." error={failure?.fields.approverPin?.[0]}>
          <Input type="password" inputMode="numeric" autoComplete="off" className="h-12" maxLength={8} value={pin} onChange={(e) => setPin(e.target.value)} data-testid="input-approver-pin" />
        </FormField>
      ) : null}
      {failure && !Object.keys(failure.fields).length ? <p role="alert" className="text-sm text-destructive">{failure.message}</p> : null}
      <Button type="submit" size="lg" className="h-14 text-base" disabled={apply.isPending} data-testid="button-apply-discount">
        {apply.isPending ? "Applying…" : needsPin ? "Approve and apply" : "Apply discount"}
      </Button>
      {needsPin ? (
        <Button type="button" variant="secondary" size="lg" className="h-14 text-base" disabled={ask.isPending} onClick={askManager} data-testid="button-ask-manager">
          {ask.isPending ? "Sending…" : "Ask a manager on their screen"}
        </Button>
      ) : null}
    </form>
  );
}

function EmailForm({ ticket, onDone }: { ticket: PosTicket; onDone: () => void }) {
  const send = useEmailReceipt(ticket.orderId);
  const [email, setEmail] = useState("");
  const failure = send.error ? errorOf(send.error) : null;
  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label="Email receipt"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate(email, {
          onSuccess: () => {
            toast({ title: "Receipt on its way", description: `Sent to ${email.trim()}.` });
            onDone();
          },
        });
      }}
    >
      <Header title="Email receipt">{ticket.label} · {ticket.reference}</Header>
      <FormField label="Guest's email" error={failure?.fields.email?.[0] ?? (failure ? failure.message : undefined)}>
        <Input type="email" autoComplete="off" className="h-12" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} data-testid="input-receipt-email" />
      </FormField>
      <Button type="submit" size="lg" className="h-14 text-base" disabled={send.isPending} data-testid="button-send-receipt">
        {send.isPending ? "Sending…" : "Send receipt"}
      </Button>
    </form>
  );
}
