import { useParams } from "wouter";
import { PurchaseOrderPrint } from "@/features/inventory/components/purchase-order-print";

/** /inventory-management/purchase-orders/:restaurantId/:purchaseOrderId: a purchase order's print view (owner or manager). */
export function PurchaseOrderPrintPage() {
  const { restaurantId = "", purchaseOrderId = "" } = useParams<{ restaurantId?: string; purchaseOrderId?: string }>();
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6 print:max-w-none print:p-0" data-testid="page-purchase-order">
      <h1 className="sr-only">Purchase order</h1>
      <PurchaseOrderPrint restaurantId={restaurantId} purchaseOrderId={purchaseOrderId} />
    </div>
  );
}
