import { useParams, useSearch } from "wouter";
import { DepositCheckout } from "@/features/catering-quotes/components/deposit-checkout";

/** /catering-checkout/{leadId}?token=…: paying the accepted quote's deposit from the client's link (no account). */
export function CateringCheckoutPage() {
  const { leadId = "" } = useParams<{ leadId: string }>();
  const token = new URLSearchParams(useSearch()).get("token");
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6" data-testid="page-catering-checkout">
      <h1 className="text-3xl font-bold tracking-tight">Catering Checkout</h1>
      {token ? (
        <DepositCheckout leadId={leadId} token={token} />
      ) : (
        <p role="alert" className="rounded-md border p-4">Open this page from the link in your quote email.</p>
      )}
    </div>
  );
}
