import { MENU_CATEGORIES, POS_APPROVER_ROLES, type MenuCategory, type MenuItem, type PosSetup } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type ChosenDish, DishOptionsDialog } from "@/components/domain/dish-options-dialog";
import { MenuCategoryTabs } from "@/components/domain/menu-category-tabs";
import { StaffAccessState, type StaffAccessTexts } from "@/components/domain/staff-access-state";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents } from "@/lib/format";
import { menuQueryOptions } from "@/lib/restaurant-queries";
import { posSetupQueryOptions } from "../api/pos-api";
import { usePosStream } from "../hooks/use-pos-stream";
import { addLine, type DraftLine } from "../lib/draft-ticket";
import { ApprovalsPanel } from "./approvals-panel";
import { DraftTicketPanel } from "./draft-ticket-panel";
import { OpenTickets } from "./open-tickets";
import { SentTicketPanel } from "./sent-ticket-panel";
import { ShiftPanel } from "./shift-panel";
import { TablePicker } from "./table-picker";

const TEXTS: StaffAccessTexts = {
  notOnTeamTitle: "The point of sale is for restaurant teams",
  notOnTeamText: "Your account is not on a restaurant's team. If you work at a Tavola restaurant, ask its owner to add you.",
  elsewhere: { href: "/order", label: "Order food instead" },
  signedOutText: "Your session has ended. Sign in again to take orders at the counter.",
  loadErrorTitle: "The point of sale didn't load",
};

/** /pos-system: the gate (the server says who may use the till), then the till. */
export function PosScreen() {
  const setup = useQuery(posSetupQueryOptions);
  if (setup.isPending) return <PosSkeleton />;
  if (setup.isError) return <StaffAccessState error={setup.error} onRetry={() => void setup.refetch()} returnTo="/pos-system" texts={TEXTS} />;
  return <Till setup={setup.data} />;
}

function PosSkeleton() {
  return (
    <div className="mx-auto grid max-w-[1400px] gap-4 px-4 py-6" aria-busy="true" aria-label="Loading the point of sale">
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-80 w-full" />
    </div>
  );
}

/** Where the ticket goes: a table's number, or null for Takeaway; undefined until chosen. */
export type Destination = number | null | undefined;

function Till({ setup }: { setup: PosSetup }) {
  const menu = useQuery(menuQueryOptions(setup.restaurant.id));
  const [destination, setDestination] = useState<Destination>(undefined);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [choosing, setChoosing] = useState<MenuItem | null>(null);
  const [category, setCategory] = useState<MenuCategory>(MENU_CATEGORIES[1]);
  const [openTicketId, setOpenTicketId] = useState<string | null>(null);
  usePosStream();
  const approver = (POS_APPROVER_ROLES as readonly string[]).includes(setup.teamRole);

  const tap = (item: MenuItem) => {
    if (item.modifierGroups?.length) setChoosing(item);
    else setLines((l) => addLine(l, item, [], item.priceCents));
  };
  const addChosen = (dish: ChosenDish) => {
    setLines((l) => addLine(l, dish.item, dish.chosen, dish.unitPriceCents, dish.quantity));
    setChoosing(null);
  };

  return (
    <div className="mx-auto grid max-w-[1400px] gap-4 px-3 py-4 sm:px-6 sm:py-6" data-testid="page-pos">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Point of Sale</h1>
          <p className="text-muted-foreground">Take orders and payments at the counter.</p>
        </div>
        <p className="text-sm font-medium text-muted-foreground" data-testid="text-pos-restaurant">
          {setup.restaurant.name}
        </p>
      </header>

      {approver ? <ApprovalsPanel /> : null}

      <ShiftPanel />

      <OpenTickets tickets={setup.openTickets} current={openTicketId} onOpen={setOpenTicketId} />

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_400px]">
        <section aria-labelledby="pos-menu-title" className="grid content-start gap-4">
          <TablePicker tables={setup.tables} value={destination} onChange={setDestination} />
          <h2 id="pos-menu-title" className="sr-only">
            Menu
          </h2>
          {menu.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : menu.isError ? (
            <p role="alert">The menu didn't load. Reload the page to try again.</p>
          ) : (
            <MenuCategoryTabs
              items={menu.data.items}
              value={category}
              onValueChange={setCategory}
              gapClassName="gap-2 sm:grid-cols-2 md:grid-cols-3"
              renderItem={(item) => <DishButton item={item} onTap={() => tap(item)} />}
            />
          )}
        </section>

        <div className="grid content-start gap-4 lg:sticky lg:top-4">
          <DraftTicketPanel
            restaurantId={setup.restaurant.id}
            taxRatePpm={setup.restaurant.taxRatePpm}
            destination={destination}
            lines={lines}
            onLinesChange={setLines}
            onSent={(orderId) => {
              setLines([]);
              setOpenTicketId(orderId);
            }}
          />
          {openTicketId ? <SentTicketPanel orderId={openTicketId} onClose={() => setOpenTicketId(null)} /> : null}
        </div>
      </div>
      <DishOptionsDialog item={choosing} onOpenChange={(open) => !open && setChoosing(null)} onAdd={addChosen} />
    </div>
  );
}

/** A dish as a big button: tapped mid-rush, with the price in sight; one with options opens the options dialog. */
function DishButton({ item, onTap }: { item: MenuItem; onTap: () => void }) {
  const options = (item.modifierGroups?.length ?? 0) > 0;
  return (
    <button
      type="button"
      disabled={!item.available}
      onClick={onTap}
      className="flex min-h-20 w-full flex-col items-start justify-between gap-1 rounded-xl border bg-card p-3 text-left shadow-sm transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
      data-testid={`button-pos-dish-${item.id}`}
    >
      <span className="font-semibold leading-tight">{item.name}</span>
      <span className="text-sm text-muted-foreground">
        {formatCents(item.priceCents)}
        {options ? " · options" : ""}
        {item.available ? "" : " · unavailable"}
      </span>
    </button>
  );
}
