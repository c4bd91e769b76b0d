import { PURCHASE_ORDER_STATUS_LABELS, type IngredientView, type PurchaseOrder } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { Plus, Printer, Truck } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { parseApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";
import { purchaseOrdersQueryOptions, useClosePurchaseOrder, useSendPurchaseOrder } from "../api/purchase-orders-api";
import { formatQuantity } from "../lib/stock-format";
import { PurchaseOrderDialog } from "./purchase-order-dialog";
import { ReceiveDialog } from "./receive-dialog";

const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
export const printHref = (restaurantId: string, id: string) => `/inventory-management/purchase-orders/${restaurantId}/${id}`;

/** Purchase orders: drafts to send, sent ones to receive (partly or in full) and close, each with its print view. */
export function PurchaseOrdersPanel({ restaurantId, ingredients }: { restaurantId: string; ingredients: IngredientView[] }) {
  const list = useQuery(purchaseOrdersQueryOptions(restaurantId));
  const [editing, setEditing] = useState<PurchaseOrder | "new" | null>(null);
  const [receiving, setReceiving] = useState<PurchaseOrder | null>(null);
  const send = useSendPurchaseOrder(restaurantId);
  const close = useClosePurchaseOrder(restaurantId);
  const failed = (error: unknown) => toast({ title: parseApiError(error).message, variant: "destructive" });
  const lowCount = ingredients.filter((i) => i.low).length;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{lowCount ? `${lowCount} ingredient${lowCount === 1 ? " is" : "s are"} low: start an order from them.` : "Nothing is low right now."}</p>
        <Button onClick={() => setEditing("new")} data-testid="button-new-po">
          <Plus aria-hidden="true" /> New purchase order
        </Button>
      </div>
      {list.isError ? (
        <p role="alert" className="text-destructive">
          {parseApiError(list.error).message}
        </p>
      ) : !list.data ? (
        <p className="text-muted-foreground" aria-busy="true">
          Loading purchase orders…
        </p>
      ) : list.data.purchaseOrders.length === 0 ? (
        <p className="text-muted-foreground">No purchase orders yet.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Purchase orders">
          {list.data.purchaseOrders.map((po) => (
            <li key={po.id} className="grid gap-2 rounded-xl border p-4" data-testid={`po-${po.reference}`}>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold">{po.reference}</h3>
                <span>{po.supplier}</span>
                <Badge variant={po.status === "draft" ? "outline" : po.status === "closed" ? "secondary" : "default"} data-testid="badge-po-status">
                  {PURCHASE_ORDER_STATUS_LABELS[po.status]}
                </Badge>
                <span className="ml-auto font-semibold tabular-nums">{formatCents(po.totalCents)}</span>
              </div>
              <p className="text-sm text-muted-foreground">
                {po.lines.map((l) => `${l.name} ${l.received ? `${formatQuantity(l.received, l.unit)} of ` : ""}${formatQuantity(l.quantity, l.unit)}`).join(" · ")}
              </p>
              <p className="text-xs text-muted-foreground">
                Drafted {DATE.format(new Date(po.createdAt))}
                {po.sentAt ? ` · sent ${DATE.format(new Date(po.sentAt))} to ${po.supplierEmail}` : ""}
              </p>
              <div className="flex flex-wrap gap-2">
                {po.status === "draft" ? (
                  <>
                    <Button variant="outline" onClick={() => setEditing(po)}>
                      Edit<span className="sr-only"> {po.reference}</span>
                    </Button>
                    <Button
                      disabled={send.isPending}
                      onClick={() => send.mutate(po.id, { onSuccess: (s) => toast({ title: `${s.reference} sent to ${s.supplierEmail}` }), onError: failed })}
                      data-testid="button-send-po"
                    >
                      Send to supplier<span className="sr-only"> {po.reference}</span>
                    </Button>
                  </>
                ) : null}
                {po.status === "sent" || po.status === "partially_received" ? (
                  <Button onClick={() => setReceiving(po)} data-testid="button-receive-po">
                    <Truck aria-hidden="true" /> Receive delivery<span className="sr-only"> for {po.reference}</span>
                  </Button>
                ) : null}
                {po.status !== "draft" && po.status !== "closed" ? (
                  <Button variant="outline" disabled={close.isPending} onClick={() => close.mutate(po.id, { onSuccess: (s) => toast({ title: `${s.reference} closed` }), onError: failed })} data-testid="button-close-po">
                    Close<span className="sr-only"> {po.reference}</span>
                  </Button>
                ) : null}
                <Link href={printHref(restaurantId, po.id)} className={cn(buttonVariants({ variant: "ghost" }), "min-h-11")} data-testid="link-print-po">
                  <Printer aria-hidden="true" /> Print view<span className="sr-only"> of {po.reference}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PurchaseOrderDialog restaurantId={restaurantId} ingredients={ingredients} editing={editing} onClose={() => setEditing(null)} />
      <ReceiveDialog restaurantId={restaurantId} order={receiving} onClose={() => setReceiving(null)} />
    </div>
  );
}
