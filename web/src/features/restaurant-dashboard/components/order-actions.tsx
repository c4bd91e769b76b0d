import type { Order, Restaurant } from "@tavola/contracts";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { getErrorStatus } from "@/lib/api-client";
import { type TransitionVariables, useTransitionOrder } from "../api/dashboard-mutations";
import { type OrderAction, actionsFor, refundableCents } from "../lib/order-actions";
import { AcceptOrderDialog } from "./accept-order-dialog";
import { ReasonDialog } from "./reason-dialog";
import { RefundDialog } from "./refund-dialog";

type OrderActionsProps = {
  order: Order;
  restaurant: Pick<Restaurant, "id" | "prepMinutes">;
};

type OpenDialog = { kind: "accept" } | { kind: "reason"; action: OrderAction } | { kind: "refund" } | null;

/**
 * The buttons for the moves `nextStatuses` allows. One-step moves post straight away; accepting asks for
 * an estimate, rejecting and cancelling ask why. Dialogs close on success and on a 409 (the order moved
 * on without us, the toast says how); other errors keep them open so nothing typed is lost.
 */
export function OrderActions({ order, restaurant }: OrderActionsProps) {
  const transition = useTransitionOrder(restaurant.id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const actions = actionsFor(order);
  const refundable = refundableCents(order);
  const pendingTo = transition.isPending ? transition.variables?.to : undefined;

  const run = (body: Omit<TransitionVariables, "order">) =>
    transition.mutate(
      { order, ...body },
      {
        onSuccess: () => setDialog(null),
        onError: (error) => {
          if (getErrorStatus(error) === 409) setDialog(null);
        },
      },
    );

  if (actions.length === 0 && refundable === 0) return null;

  const primary = actions.filter((a) => a.emphasis === "primary");
  const danger = actions.filter((a) => a.emphasis === "danger");

  return (
    <div className="grid gap-2">
      {primary.map((action) => (
        <Button
          key={action.to}
          size="lg"
          className="h-12 w-full text-base"
          disabled={transition.isPending}
          onClick={() => (action.kind === "accept" ? setDialog({ kind: "accept" }) : run({ to: action.to }))}
          data-testid={`button-${action.to}-${order.reference}`}
        >
          {pendingTo === action.to ? "Saving…" : action.label}
        </Button>
      ))}
      {danger.length > 0 || refundable > 0 ? (
        <div className="flex flex-wrap gap-2">
          {danger.map((action) => (
            <Button
              key={action.to}
              variant="outline"
              className="h-11 flex-1 border-destructive/60 text-destructive hover:bg-destructive/10 hover:text-destructive"
              disabled={transition.isPending}
              onClick={() => setDialog({ kind: "reason", action })}
              data-testid={`button-${action.to}-${order.reference}`}
            >
              {action.label}
            </Button>
          ))}
          {refundable > 0 ? (
            <Button
              variant="outline"
              className="h-11 flex-1"
              onClick={() => setDialog({ kind: "refund" })}
              data-testid={`button-refund-${order.reference}`}
            >
              Refund
            </Button>
          ) : null}
        </div>
      ) : null}

      <AcceptOrderDialog
        open={dialog?.kind === "accept"}
        onOpenChange={(open) => !open && setDialog(null)}
        reference={order.reference}
        defaultPrepMinutes={order.prepMinutes ?? restaurant.prepMinutes}
        pending={transition.isPending}
        onConfirm={({ prepMinutes, delayMinutes }) => run({ to: "accepted", prepMinutes, delayMinutes })}
      />
      {dialog?.kind === "reason" ? (
        <ReasonDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          reference={order.reference}
          action={dialog.action}
          pending={transition.isPending}
          onConfirm={(reason) => run({ to: dialog.action.to, reason })}
        />
      ) : null}
      {refundable > 0 ? (
        <RefundDialog
          open={dialog?.kind === "refund"}
          onOpenChange={(open) => !open && setDialog(null)}
          order={order}
          restaurantId={restaurant.id}
          maxCents={refundable}
        />
      ) : null}
    </div>
  );
}
