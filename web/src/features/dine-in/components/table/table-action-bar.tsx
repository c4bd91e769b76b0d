import { BellRing, ChefHat, Loader2, LogOut, Receipt } from "lucide-react";
import { InlineAlert } from "@/components/domain/state-panels";
import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/format";

type TableActionBarProps = {
  itemCount: number;
  estimateCents: number;
  sending: boolean;
  onSend: () => void;
  /** "Order T-… sent to the kitchen." once sent: spoken and shown above the buttons. */
  sentMessage: string;
  sendError: string | null;
  serverComing: boolean;
  calling: boolean;
  onCallServer: () => void;
  callError: string | null;
  billOpen: boolean;
  onCheckOut: () => void;
};

/**
 * The table's three actions within a thumb's reach wherever the guest is on the menu: Send to kitchen (with
 * the count and the menu's estimate), Call Server and Check Out (the bill). Sticky, not fixed, so it never
 * covers the footer; it stays beside the menu on every width.
 */
export function TableActionBar(props: TableActionBarProps) {
  const { itemCount, estimateCents, sending, onSend, sentMessage, sendError, serverComing, calling, onCallServer, callError, billOpen, onCheckOut } = props;
  return (
    <div
      role="region"
      aria-label="Table actions"
      className="sticky bottom-0 z-30 -mx-4 grid gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/85 sm:-mx-6 sm:px-6"
      data-testid="bar-table-actions"
    >
      <div aria-live="polite" className="grid gap-2 empty:hidden">
        {serverComing ? (
          <p role="status" className="flex items-center gap-2 rounded-md bg-primary/10 px-3 py-1.5 text-sm font-medium text-foreground" data-testid="status-service-call">
            <BellRing aria-hidden="true" className="size-4 text-primary" />
            Your server is on the way
          </p>
        ) : null}
        {sentMessage ? (
          <p role="status" className="text-sm text-muted-foreground" data-testid="status-order-sent">
            {sentMessage}
          </p>
        ) : null}
        <InlineAlert message={sendError} testId="error-send-order" />
        <InlineAlert message={callError} testId="error-call-server" />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
        {billOpen ? null : (
          <Button size="lg" className="col-span-2 min-h-11 sm:order-last" onClick={onSend} disabled={itemCount === 0 || sending} data-testid="button-send-to-kitchen">
            {sending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ChefHat aria-hidden="true" />}
            Send to kitchen
            {itemCount > 0 ? (
              <span className="ml-1 rounded-full bg-primary-foreground/20 px-2 py-0.5 text-xs tabular-nums" data-testid="text-bar-count">
                {itemCount} {itemCount === 1 ? "dish" : "dishes"} · {formatCents(estimateCents)}
              </span>
            ) : null}
          </Button>
        )}
        <Button variant="outline" size="lg" className="min-h-11" onClick={onCallServer} disabled={serverComing || calling} data-testid="button-call-server">
          <BellRing aria-hidden="true" />
          Call Server
        </Button>
        <Button variant="outline" size="lg" className="min-h-11" onClick={onCheckOut} aria-pressed={billOpen} data-testid="button-check-out">
          {billOpen ? <Receipt aria-hidden="true" /> : <LogOut aria-hidden="true" />}
          Check Out
        </Button>
      </div>
    </div>
  );
}
