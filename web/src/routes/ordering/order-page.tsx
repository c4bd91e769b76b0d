import { OrderOnline } from "@/features/ordering/components/menu/order-online";

/** Spec section 2, Online order ('Order Online'): public; the cart is kept in this browser. */
export function OrderPage() {
  return <OrderOnline />;
}
