import type { TableSession } from "@tavola/contracts";
import { BellRing, LogOut, Receipt, Users, UtensilsCrossed } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";

export type TableView = "menu" | "bill" | null;

type WelcomeCardProps = {
  session: TableSession;
  view: TableView;
  onViewMenu: () => void;
  onCallServer: () => void;
  onCheckOut: () => void;
  calling: boolean;
};

/** Spec: the Welcome card, the table information (restaurant, address, table, section, capacity, server) and the three actions. */
export function WelcomeCard({ session, view, onViewMenu, onCallServer, onCheckOut, calling }: WelcomeCardProps) {
  const { table, guestCount, serviceCall } = session;
  const serverComing = serviceCall !== null && serviceCall.status !== "resolved";
  const info: [string, string][] = [
    ["Restaurant", table.restaurantName],
    ["Address", table.address],
    ["Table", `Table ${table.tableNumber}`],
    ["Section", table.section],
    ["Capacity", `${table.capacity} ${table.capacity === 1 ? "seat" : "seats"}`],
    ["Server", table.server],
  ];

  return (
    <Card role="region" aria-labelledby="welcome-title" data-testid="card-welcome">
      <CardHeader>
        <h2 id="welcome-title" className="text-2xl font-semibold leading-tight tracking-tight">
          Welcome to {table.restaurantName}!
        </h2>
        <CardDescription>
          You're checked in at <span className="font-semibold text-foreground">Table {table.tableNumber}</span>.
        </CardDescription>
        <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="text-guest-count">
          <Users aria-hidden="true" className="size-4" />
          {guestCount === 1 ? "1 guest at this table" : `${guestCount} guests at this table`}
        </p>
      </CardHeader>
      <CardContent>
        <h2 className="sr-only">Table information</h2>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="list-table-info">
          {info.map(([label, value]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
              <dd className="font-medium" data-testid={`text-table-${label.toLowerCase()}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-3">
        <Button onClick={onViewMenu} aria-pressed={view === "menu"} data-testid="button-view-menu">
          <UtensilsCrossed aria-hidden="true" />
          View Menu
        </Button>
        <Button variant="outline" onClick={onCallServer} disabled={serverComing || calling} data-testid="button-call-server">
          <BellRing aria-hidden="true" />
          Call Server
        </Button>
        <Button variant="outline" onClick={onCheckOut} aria-pressed={view === "bill"} data-testid="button-check-out">
          {view === "bill" ? <Receipt aria-hidden="true" /> : <LogOut aria-hidden="true" />}
          Check Out
        </Button>
      </CardFooter>
      <div role="status" aria-live="polite" className="px-6 pb-6 empty:hidden" data-testid="status-service-call">
        {serverComing ? (
          <p className="flex items-center gap-2 rounded-md bg-primary/10 px-3 py-2 font-medium text-foreground">
            <BellRing aria-hidden="true" className="size-4 text-primary" />
            Your server is on the way
          </p>
        ) : null}
      </div>
    </Card>
  );
}
