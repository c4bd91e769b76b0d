import { CalendarPlus } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { MyReservations } from "@/features/reservations/components/mine/my-reservations";

/** The signed-in guest's bookings, from the account menu's "Reservations". */
export function MyReservationsPage() {
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6" data-testid="page-my-reservations">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">My reservations</h1>
          <p className="text-muted-foreground">Your upcoming tables and the ones you've had.</p>
        </div>
        <Button asChild variant="outline">
          <Link href="/tables">
            <CalendarPlus aria-hidden="true" />
            Book a table
          </Link>
        </Button>
      </header>
      <MyReservations />
    </div>
  );
}
