import { LEAD_STAGE_LABELS, type LeadActivity, type LeadStage } from "@tavola/contracts";
import { AlarmClock, ArrowRight, Ban, BellRing, CalendarCheck, CalendarClock, ChefHat, CreditCard, FileX, Receipt, FileCheck, FileText, MessageSquare, Phone, StickyNote, UserCog, Merge, Sparkles } from "lucide-react";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

function describe(a: LeadActivity): { icon: typeof ArrowRight; title: string } {
  switch (a.kind) {
    case "created":
      return { icon: Sparkles, title: "Request received" };
    case "message":
      return { icon: MessageSquare, title: "Message from the client" };
    case "stage":
      return { icon: ArrowRight, title: `${LEAD_STAGE_LABELS[a.data.from as LeadStage] ?? a.data.from} → ${LEAD_STAGE_LABELS[a.data.to as LeadStage] ?? a.data.to}` };
    case "note":
      return { icon: StickyNote, title: "Note" };
    case "call":
      return { icon: Phone, title: "Call" };
    case "assignment":
      return { icon: UserCog, title: "Assignment changed" };
    case "merge":
      return { icon: Merge, title: "Duplicate merged in" };
    case "sla_alert":
      return { icon: AlarmClock, title: "SLA missed" };
    case "quote_sent":
      return { icon: FileText, title: "Quote sent" };
    case "quote_accepted":
      return { icon: FileCheck, title: "Quote accepted" };
    case "deposit_paid":
      return { icon: CreditCard, title: "Deposit paid" };
    case "quote_expired":
      return { icon: FileX, title: "Quote expired" };
    case "deposit_reminder":
      return { icon: BellRing, title: "Deposit reminder sent" };
    case "balance_due":
      return { icon: Receipt, title: "Balance due" };
    case "balance_paid":
      return { icon: CreditCard, title: "Balance paid" };
    case "kitchen_booked":
      return { icon: ChefHat, title: "Kitchen capacity booked" };
    case "kitchen_released":
      return { icon: ChefHat, title: "Kitchen capacity released" };
    case "reconfirm_requested":
      return { icon: CalendarClock, title: "Reconfirmation requested" };
    case "reconfirm_reminder":
      return { icon: AlarmClock, title: "Reconfirmation reminder" };
    case "reconfirmed":
      return { icon: CalendarCheck, title: "Event reconfirmed" };
    case "client_cancelled":
      return { icon: Ban, title: "Cancelled by the client" };
    case "card_on_file":
      return { icon: CreditCard, title: "Card kept on file" };
    case "balance_captured":
      return { icon: CreditCard, title: "Balance captured automatically" };
    case "balance_capture_declined":
      return { icon: AlarmClock, title: "Automatic balance charge declined" };
    case "cancellation_settled":
      return { icon: Receipt, title: "Cancellation settled" };
    case "cancellation_fee_paid":
      return { icon: CreditCard, title: "Cancellation fee paid" };
  }
}

/** The lead's history, newest first: moves, notes, calls, assignments, the client's messages and SLA alerts. */
export function LeadTimeline({ activities }: { activities: LeadActivity[] }) {
  if (activities.length === 0) return <p className="text-sm text-muted-foreground">Nothing has happened yet.</p>;
  return (
    <ol className="grid gap-3" data-testid="lead-timeline">
      {activities.map((a) => {
        const { icon: Icon, title } = describe(a);
        return (
          <li key={a.id} className="flex gap-3 text-sm">
            <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted">
              <Icon aria-hidden="true" className="size-3.5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {title}
                <span className="ml-2 text-xs font-normal text-muted-foreground">
                  {when(a.createdAt)}
                  {a.actor ? ` · ${a.actor.name}` : ""}
                </span>
              </p>
              {a.body ? <p className="whitespace-pre-line break-words text-muted-foreground">{a.body}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
