import { useParams, useSearchParams } from "wouter";
import { ManageReservation } from "@/features/reservations/components/manage/manage-reservation";

/** /reservations/:reference?token=… — the link from a booking's confirmation: view it, cancel while allowed. */
export function ReservationPage() {
  const { reference = "" } = useParams<{ reference: string }>();
  const [params] = useSearchParams();
  const token = params.get("token");
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6" data-testid="page-reservation">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Your Reservation</h1>
        <p className="text-muted-foreground">Check the details of your booking, or cancel it if your plans change.</p>
      </header>
      <ManageReservation key={`${reference}|${token ?? ""}`} reference={reference} token={token} />
    </div>
  );
}
