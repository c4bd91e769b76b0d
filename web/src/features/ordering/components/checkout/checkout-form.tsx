import type { MenuItem, Restaurant } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { BadgePercent, CalendarClock, CreditCard, HandCoins, Lock, MapPin, ShoppingBag } from "lucide-react";
import { useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { formatCents } from "@/lib/format";
import { parseApiError } from "@/lib/api-error";
import { type CheckoutPayment, usePlaceOrder } from "../../api/checkout-api";
import { usableVouchersQueryOptions } from "../../api/loyalty-vouchers-api";
import { slotsQueryOptions } from "../../api/menu-api";
import type { CartApi } from "../../cart/use-cart";
import { keyOf } from "../../cart/cart";
import { useCheckoutQuote } from "../../hooks/use-checkout-quote";
import { usePromoCode } from "../../hooks/use-promo-code";
import { type CheckoutErrorTarget, routeCheckoutError } from "../../lib/checkout-errors";
import { buildCheckoutInput, defaultCheckoutValues } from "../../lib/checkout-form";
import { checkoutResolver } from "../../lib/checkout-validation";
import { listNames } from "../../lib/reorder";
import { InlineAlert } from "@/components/domain/state-panels";
import { AddressFields } from "./address-fields";
import { StepSection } from "@/components/domain/step-section";
import { ContactFields } from "./contact-fields";
import { FulfilmentField } from "./fulfilment-field";
import { PaymentFields } from "./payment-fields";
import { PromoField } from "./promo-field";
import { QuoteSummary } from "./quote-summary";
import { ScheduleField } from "./schedule-field";
import { TipField } from "./tip-field";
import { VoucherField } from "./voucher-field";

type CheckoutFormProps = { restaurant: Restaurant; menu: readonly MenuItem[]; cartApi: CartApi };

/**
 * Checkout: fulfilment, address, time, tip, promo and card on the left; the server's live quote and the
 * Place order button on the right (below on phones). Card data goes only to the tokeniser.
 */
export function CheckoutForm({ restaurant, menu, cartApi }: CheckoutFormProps) {
  const { cart, subtotalCents } = cartApi;
  const [, navigate] = useLocation();
  const form = useForm({ defaultValues: defaultCheckoutValues(restaurant), resolver: checkoutResolver });
  const fulfilment = useWatch({ control: form.control, name: "fulfilment" });
  const scheduledFor = useWatch({ control: form.control, name: "scheduledFor" });
  const slots = useQuery(slotsQueryOptions(restaurant.id));
  const promo = usePromoCode();
  const vouchers = useQuery(usableVouchersQueryOptions);
  // One discount per order: choosing a voucher drops the promo code and applying a code drops the voucher.
  const [voucherId, setVoucherId] = useState<string | null>(null);
  const live = useCheckoutQuote(form.control, cart, subtotalCents, promo.applied, voucherId);
  const place = usePlaceOrder();
  const [submitErrors, setSubmitErrors] = useState<Partial<Record<CheckoutErrorTarget, string>>>({});
  // A second click in the same tick, before "pending" re-renders the button, must not submit twice.
  const submitting = useRef(false);

  const available = new Map(menu.map((m) => [m.id, m.available]));
  const unavailable = cart.lines.filter((l) => !available.get(l.menuItemId));
  const errorFor = (target: CheckoutErrorTarget) => submitErrors[target] ?? live.errors[target];

  const onSubmit = form.handleSubmit((values) => {
    if (submitting.current) return;
    submitting.current = true;
    setSubmitErrors({});
    const phone = values.contactPhone.trim();
    const input = { ...buildCheckoutInput(cart, values, live.tipCents, promo.applied, voucherId), contact: { name: values.contactName.trim(), ...(phone ? { phone } : {}) } };
    const payment: CheckoutPayment =
      values.paymentChoice === "new"
        ? {
            kind: "new",
            card: { cardNumber: values.cardNumber.replace(/\s/g, ""), expMonth: Number(values.expMonth), expYear: Number(values.expYear), cvc: values.cvc },
            save: values.saveCard,
          }
        : { kind: "saved", savedCardId: values.paymentChoice };
    place.mutate(
      { input, payment },
      {
        onSuccess: (order) => {
          navigate(`/order-tracking/${order.id}`);
          cartApi.clear();
          toast({ title: "Order placed", description: `${order.reference} is with ${order.restaurant.name}.` });
        },
        onError: (error) => {
          const routed = routeCheckoutError(parseApiError(error, "We couldn't place your order. Please try again."));
          setSubmitErrors(routed);
          // A slot that filled up meanwhile: show the kitchen's current times.
          if (routed.schedule) void slots.refetch();
          // A voucher spent elsewhere meanwhile: offer only what is still usable.
          if (routed.voucher) void vouchers.refetch();
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  });

  const total = live.quote?.totalCents;
  const placeLabel = place.isPending ? "Placing order..." : total !== undefined ? `Place order · ${formatCents(total)}` : "Place order";

  function chooseVoucher(id: string | null) {
    setSubmitErrors(({ voucher: _, ...rest }) => rest);
    setVoucherId(id);
    if (id) {
      promo.remove();
      form.setValue("promoInput", "");
    }
  }

  function applyPromo() {
    setVoucherId(null);
    // The check must not carry the voucher the customer is replacing (the server refuses both together).
    const input = live.input ? { ...live.input, voucherId: undefined } : null;
    void promo.apply(form.getValues("promoInput"), input);
  }
  const formError = submitErrors.form ?? live.errors.form ?? submitErrors.items ?? live.errors.items;

  return (
    <form onSubmit={onSubmit} noValidate className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-label="Checkout" data-testid="form-checkout">
      <div className="grid gap-6">
        <StepSection id="fulfilment" step={1} title="Delivery or pickup" icon={MapPin}>
          <FulfilmentField field={form.register("fulfilment")} restaurant={restaurant} />
          {fulfilment === "delivery" ? <AddressFields form={form} restaurant={restaurant} serverError={errorFor("address")} /> : null}
          <ContactFields form={form} />
        </StepSection>
        <StepSection id="schedule" step={2} title="When" icon={CalendarClock}>
          <ScheduleField
            field={form.register("scheduledFor")}
            slots={slots.data}
            isLoading={slots.isPending}
            loadError={slots.isError}
            serverError={errorFor("schedule")}
            scheduled={scheduledFor}
            onAsap={() => form.setValue("scheduledFor", "")}
          />
        </StepSection>
        <StepSection id="tip" step={3} title="Tip" icon={HandCoins}>
          <TipField form={form} subtotalCents={subtotalCents} serverError={errorFor("tip")} />
        </StepSection>
        <StepSection id="promo" step={4} title="Promo code or voucher" icon={BadgePercent}>
          <PromoField
            field={form.register("promoInput")}
            applied={promo.applied}
            quote={live.quote}
            checking={promo.checking}
            error={promo.error ?? errorFor("promo")}
            onApply={applyPromo}
            onRemove={promo.remove}
          />
          <VoucherField
            vouchers={vouchers.data}
            isLoading={vouchers.isPending}
            loadError={vouchers.isError ? parseApiError(vouchers.error).message : null}
            onRetry={() => void vouchers.refetch()}
            selected={voucherId}
            onSelect={chooseVoucher}
            error={errorFor("voucher")}
          />
        </StepSection>
        <StepSection id="payment" step={5} title="Payment" icon={CreditCard}>
          <PaymentFields form={form} serverError={errorFor("payment")} />
        </StepSection>
      </div>

      <aside className="lg:sticky lg:top-20">
        <Card role="region" aria-labelledby="summary-title" data-testid="panel-order-summary">
          <CardHeader className="pb-4">
            <h2 id="summary-title" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
              <ShoppingBag aria-hidden="true" className="size-5 text-primary" />
              {restaurant.name}
            </h2>
            <Link href={`/order?restaurant=${restaurant.id}`} className="text-sm text-primary underline-offset-4 hover:underline">
              Edit cart
            </Link>
          </CardHeader>
          <CardContent className="grid gap-4">
            {unavailable.length > 0 ? (
              <div role="alert" className="grid gap-2 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-destructive">
                <p>{listNames(unavailable.map((l) => l.name))} {unavailable.length === 1 ? "is" : "are"} no longer available.</p>
                <Button variant="outline" size="sm" onClick={() => unavailable.forEach((l) => cartApi.setQuantity(keyOf(l), 0))}>
                  Remove from cart
                </Button>
              </div>
            ) : null}
            <QuoteSummary
              cart={cart}
              subtotalEstimateCents={subtotalCents}
              quote={live.quote}
              updating={live.updating}
              fulfilment={fulfilment}
              waitingFor={live.waitingFor ?? (Object.keys(live.errors).length > 0 ? "We couldn't price this order yet; see the message above." : null)}
            />
            <InlineAlert message={formError} testId="error-checkout" />
            {/* On phones the bar below holds the total and the button, always in reach. */}
            <Button type="submit" size="lg" className="hidden w-full lg:inline-flex" disabled={place.isPending} data-testid="button-place-order">
              <Lock aria-hidden="true" />
              {placeLabel}
            </Button>
            <p className="text-center text-xs text-muted-foreground">Your card is authorised now and charged when the restaurant accepts.</p>
          </CardContent>
        </Card>
      </aside>

      <div
        className="sticky bottom-0 z-30 -mx-4 flex items-center gap-4 border-t bg-background/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:hidden"
        data-testid="bar-place-order"
      >
        <p className="grid leading-tight">
          <span className="text-xs text-muted-foreground">Total</span>
          <span className="text-lg font-semibold tabular-nums" data-testid="text-bar-total">
            {total !== undefined ? formatCents(total) : "…"}
          </span>
        </p>
        <Button type="submit" size="lg" className="min-h-11 flex-1" disabled={place.isPending} data-testid="button-place-order-bar">
          <Lock aria-hidden="true" />
          {place.isPending ? "Placing order..." : "Place order"}
        </Button>
      </div>
    </form>
  );
}
