import { CheckoutScreen } from "@/features/ordering/components/checkout/checkout-screen";

/** Online ordering's checkout (signed in; RequireAuth sends visitors to /login first). */
export function CheckoutPage() {
  return <CheckoutScreen />;
}
