import type { TableSession } from "@tavola/contracts";
import { Hourglass, LogOut, ShieldX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";

/**
 * This phone joined by the table number only: it waits until a guest at the table or the staff let it in
 * (the session is polled, so the table opens by itself), or learns it was declined. It shows the table the
 * guest typed and nothing of the bill.
 */
export function WaitingToJoinCard({ session, onCheckOut }: { session: TableSession; onCheckOut: () => void }) {
  const { restaurantName, tableNumber } = session.table;
  const declined = session.admission === "declined" || session.status === "closed";
  const Icon = declined ? ShieldX : Hourglass;
  return (
    <Card role="region" aria-labelledby="waiting-title" data-testid={declined ? "card-join-declined" : "card-waiting-to-join"}>
      <CardHeader>
        <h2 id="waiting-title" className="flex items-center gap-2 text-xl font-semibold leading-tight tracking-tight">
          <Icon aria-hidden="true" className="size-6 text-primary" />
          {declined ? "You weren't let in" : "Waiting to be let in"}
        </h2>
        <CardDescription role="status" aria-live="polite">
          {declined
            ? `Table ${tableNumber} at ${restaurantName} did not let this phone in. Ask your server for the code on the table card, or scan its QR code.`
            : `You asked to join table ${tableNumber} at ${restaurantName}. Someone at the table, or your server, will let you in — the menu and the bill open here as soon as they do.`}
        </CardDescription>
        {declined ? null : <p className="text-sm text-muted-foreground">Faster: scan the table's QR code, or enter the code printed beside its number.</p>}
      </CardHeader>
      <CardFooter>
        <Button variant="outline" onClick={onCheckOut} data-testid="button-leave-waiting">
          <LogOut aria-hidden="true" />
          {declined ? "Back to check-in" : "Cancel"}
        </Button>
      </CardFooter>
    </Card>
  );
}
