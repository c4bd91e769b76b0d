import type { PayBillResult } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, LogOut } from "lucide-react";
import { useEffect, useState } from "react";
import { ErrorState, InlineAlert } from "@/components/domain/state-panels";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorStatus } from "@/lib/api-client";
import { parseApiError } from "@/lib/api-error";
import { JoinRequests } from "@/components/domain/join-requests";
import { toast } from "@/components/ui/use-toast";
import { menuQueryOptions } from "@/lib/restaurant-queries";
import { billQueryOptions, sessionQueryOptions, useCallServer, useDecideWaitingGuest, useSendTableOrder } from "../../api/guest-api";
import { cartCount, cartLines, type TableCart } from "../../lib/table-cart";
import { BillPanel } from "../bill/bill-panel";
import { ReceiptCard } from "../bill/receipt-card";
import { TableActionBar } from "./table-action-bar";
import { TABLE_MENU_TITLE_ID, TableMenu, tableCartLines } from "./table-menu";
import { TableOrders } from "./table-orders";
import { WaitingToJoinCard } from "./waiting-to-join-card";
import { WelcomeCard } from "./welcome-card";

export const SESSION_ENDED = "Your table session has ended. Check in again to order.";

type TableScreenProps = {
  guestToken: string;
  /** The server no longer accepts this phone's secret (401): back to check-in with a word why. */
  onEnded: (message: string) => void;
  /** Check Out: this phone leaves the table. */
  onCheckOut: () => void;
};

/**
 * Checked in: the Welcome card with the table information on one line, the menu straight away (or the bill
 * once Check Out opened it), the table's orders, and the sticky bar with Send to kitchen, Call Server and
 * Check Out.
 */
export function TableScreen({ guestToken, onEnded, onCheckOut }: TableScreenProps) {
  const session = useQuery(sessionQueryOptions(guestToken));
  // A phone not let in yet has no bill to read (403): it asks for it once it is in.
  const admitted = session.data?.admission === "admitted";
  const bill = useQuery({ ...billQueryOptions(guestToken), enabled: admitted });
  const call = useCallServer(guestToken);
  const decide = useDecideWaitingGuest(guestToken);
  const send = useSendTableOrder(guestToken);
  // The menu is shown at once; the same cached query prices the bar's estimate.
  const restaurantId = session.data?.table.restaurantId;
  const menu = useQuery({ ...menuQueryOptions(restaurantId ?? ""), enabled: admitted && restaurantId !== undefined });
  const [billOpen, setBillOpen] = useState(false);
  const [cart, setCart] = useState<TableCart>(new Map());
  const [sent, setSent] = useState("");
  const [receipt, setReceipt] = useState<PayBillResult | null>(null);

  const unauthorized = getErrorStatus(session.error) === 401 || getErrorStatus(bill.error) === 401;
  useEffect(() => {
    if (unauthorized) onEnded(SESSION_ENDED);
  }, [unauthorized, onEnded]);

  if (session.isPending || unauthorized) {
    return (
      <div className="grid gap-4" aria-busy="true" data-testid="skeleton-table">
        <span className="sr-only" role="status">
          Finding your table…
        </span>
        <Skeleton className="h-56 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (session.isError) {
    return (
      <ErrorState title="We couldn't load your table" message={parseApiError(session.error).message} onRetry={() => void session.refetch()} testId="error-table" />
    );
  }

  if (!admitted) return <WaitingToJoinCard session={session.data} onCheckOut={onCheckOut} />;

  // This guest's payment closed the table: their receipt. Someone else's did: the table is closed.
  if (receipt?.closed) return <ReceiptCard result={receipt} onCheckOut={onCheckOut} onBack={() => setReceipt(null)} />;
  if (session.data.status === "closed") {
    return (
      <Card role="region" aria-labelledby="closed-title" data-testid="card-table-closed">
        <CardHeader>
          <h2 id="closed-title" className="flex items-center gap-2 text-xl font-semibold leading-tight tracking-tight">
            <CheckCircle2 aria-hidden="true" className="size-6 text-emerald-600" />
            The bill is paid
          </h2>
          <CardDescription>
            Table {session.data.table.tableNumber} at {session.data.table.restaurantName} is closed. Thank you for dining with us!
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Button onClick={onCheckOut} data-testid="button-closed-check-out">
            <LogOut aria-hidden="true" />
            Check Out
          </Button>
        </CardFooter>
      </Card>
    );
  }

  const checkOut = () => {
    // Nothing ordered: there is no bill to settle, so Check Out simply leaves the table (the spec's reset).
    if (bill.data && bill.data.lines.length === 0) onCheckOut();
    else setBillOpen((open) => !open);
  };

  const viewMenu = () => {
    setBillOpen(false);
    // After the bill closes the menu mounts again: wait a frame for its heading.
    requestAnimationFrame(() => {
      const heading = document.getElementById(TABLE_MENU_TITLE_ID);
      heading?.scrollIntoView({ behavior: "smooth", block: "start" });
      heading?.focus({ preventScroll: true });
    });
  };

  const sendToKitchen = () => {
    setSent("");
    send.mutate(cartLines(cart), {
      onSuccess: (order) => {
        setCart(new Map());
        setSent(`Order ${order.reference} sent to the kitchen.`);
        toast({ title: "Sent to the kitchen", description: `Order ${order.reference} is on its way to the kitchen.` });
      },
    });
  };

  const menuItems = new Map((menu.data?.items ?? []).map((i) => [i.id, i]));
  const estimate = tableCartLines(cart, menuItems).reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const serverComing = session.data.serviceCall !== null && session.data.serviceCall.status !== "resolved";

  return (
    <div className="grid gap-6">
      {/* First on the screen: someone at the door of this table's bill waits for an answer. */}
      <div aria-live="polite" className="grid gap-2 empty:hidden">
        <JoinRequests
          tableNumber={session.data.table.tableNumber}
          guests={session.data.waitingGuests}
          audience="guests"
          busyId={decide.isPending ? (decide.variables?.guestId ?? null) : null}
          onDecide={(g, decision) => decide.mutate({ guestId: g.id, decision })}
        />
        <InlineAlert message={decide.isError ? parseApiError(decide.error, "We couldn't answer that request. Please try again.").message : null} testId="error-join-request" />
      </div>
      <WelcomeCard session={session.data} onViewMenu={viewMenu} />

      {!billOpen ? <TableMenu restaurantId={session.data.table.restaurantId} cart={cart} onCartChange={setCart} /> : null}

      {billOpen && receipt ? (
        <ReceiptCard result={receipt} onCheckOut={onCheckOut} onBack={() => setReceipt(null)} />
      ) : billOpen ? (
        bill.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : bill.isError ? (
          <ErrorState title="We couldn't load the bill" message={parseApiError(bill.error).message} onRetry={() => void bill.refetch()} testId="error-bill" />
        ) : (
          <BillPanel bill={bill.data} guestToken={guestToken} onPaid={setReceipt} onLeave={onCheckOut} />
        )
      ) : null}

      {!billOpen && bill.data ? <TableOrders orders={bill.data.orders} /> : null}

      <TableActionBar
        itemCount={cartCount(cart)}
        estimateCents={estimate}
        sending={send.isPending}
        onSend={sendToKitchen}
        sentMessage={sent}
        sendError={send.isError ? parseApiError(send.error, "We couldn't send the order. Please try again.").message : null}
        serverComing={serverComing}
        calling={call.isPending}
        onCallServer={() => call.mutate()}
        callError={call.isError ? parseApiError(call.error, "We couldn't reach your server. Please try again.").message : null}
        billOpen={billOpen}
        onCheckOut={checkOut}
      />
    </div>
  );
}
