import { useParams } from "wouter";
import { ReceiptView } from "@/features/pos/components/receipt-view";

/** /pos-system/receipt/:orderId (signed in, the restaurant's team): a POS ticket's receipt, ready to print. */
export function PosReceiptPage() {
  const { orderId = "" } = useParams<{ orderId: string }>();
  return <ReceiptView orderId={orderId} />;
}
