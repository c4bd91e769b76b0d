import type { TableSession } from "@tavola/contracts";
import { Armchair, Hash, MapPin, Store, UserRound, Users, UtensilsCrossed } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader } from "@/components/ui/card";

type WelcomeCardProps = {
  session: TableSession;
  /** View Menu: the menu is already on the screen below; this takes the guest (and focus) to it. */
  onViewMenu: () => void;
};

/**
 * Spec: the Welcome card and the table information (restaurant, address, table, section, capacity, server).
 * The facts sit on one line (each named for screen readers by its <dt>) so the menu starts on the first screen
 * of a phone; Call Server and Check Out live in the sticky table bar.
 */
export function WelcomeCard({ session, onViewMenu }: WelcomeCardProps) {
  const { table, guestCount } = session;
  const info: { label: string; value: string; icon: LucideIcon; showLabel?: boolean }[] = [
    { label: "Restaurant", value: table.restaurantName, icon: Store },
    { label: "Table", value: `Table ${table.tableNumber}`, icon: Hash },
    { label: "Section", value: table.section, icon: Armchair },
    { label: "Capacity", value: `${table.capacity} ${table.capacity === 1 ? "seat" : "seats"}`, icon: Users },
    // A bare first name says nothing without its role.
    { label: "Server", value: table.server, icon: UserRound, showLabel: true },
  ];

  return (
    <Card role="region" aria-labelledby="welcome-title" className="grid gap-3 py-4" data-testid="card-welcome">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-4 gap-y-2 p-0 px-4 sm:px-6">
        <div className="grid min-w-0 gap-1">
          <h2 id="welcome-title" className="text-xl font-semibold leading-tight tracking-tight sm:text-2xl">
            Welcome to {table.restaurantName}!
          </h2>
          <CardDescription className="flex flex-wrap items-center gap-x-2">
            <span>
              You're checked in at <span className="font-semibold text-foreground">Table {table.tableNumber}</span>.
            </span>
            <span className="inline-flex items-center gap-1" data-testid="text-guest-count">
              <Users aria-hidden="true" className="size-3.5" />
              {guestCount === 1 ? "1 guest at this table" : `${guestCount} guests at this table`}
            </span>
          </CardDescription>
        </div>
        <Button variant="outline" className="min-h-11" onClick={onViewMenu} data-testid="button-view-menu">
          <UtensilsCrossed aria-hidden="true" />
          View Menu
        </Button>
      </CardHeader>
      <div className="grid gap-1 px-4 sm:px-6">
        <h3 className="sr-only">Table information</h3>
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm sm:gap-x-3" data-testid="list-table-info">
          {info.map(({ label, value, icon: Icon, showLabel }, i) => (
            <div key={label} className="inline-flex items-center gap-1.5">
              {i > 0 ? (
                // A dot between facts on one line; where a phone wraps them, a leading dot would dangle.
                <span aria-hidden="true" className="hidden text-muted-foreground sm:inline">
                  ·
                </span>
              ) : null}
              <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
              <dt className={showLabel ? "text-muted-foreground" : "sr-only"}>{label}</dt>
              <dd className="font-medium" data-testid={`text-table-${label.toLowerCase()}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <dl className="text-sm text-muted-foreground">
          <div className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            <dt className="sr-only">Address</dt>
            <dd data-testid="text-table-address">{table.address}</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
