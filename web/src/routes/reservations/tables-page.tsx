import { ReserveTable } from "@/features/reservations/components/booking/reserve-table";

/** Spec section 2, Reserve a Table (/tables): public; booking needs no account. */
export function TablesPage() {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6" data-testid="page-tables">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Reserve a Table</h1>
        <p className="text-muted-foreground">Pick a date and party size, choose a free time (any table, or one you pick), and we'll hold it for you.</p>
      </header>
      <ReserveTable />
    </div>
  );
}
