import { useParams, useSearchParams } from "wouter";
import { WaitlistPlace } from "@/features/reservations/components/waitlist/waitlist-place";

/** /waitlist/:reference?token=… (public): a guest's waitlist place and, when a table frees up, the offer to book it. */
export function WaitlistPage() {
  const { reference = "" } = useParams<{ reference: string }>();
  const [params] = useSearchParams();
  const token = params.get("token");
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6" data-testid="page-waitlist">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Your waitlist place</h1>
        <p className="text-muted-foreground">We'll offer you a table here if one frees up in your time range.</p>
      </header>
      <WaitlistPlace key={`${reference}|${token ?? ""}`} reference={reference} token={token} />
    </div>
  );
}
