import { ORDER_TYPES } from "@tavola/contracts";
import { Building2, type LucideIcon, PartyPopper } from "lucide-react";
import type { PremiumCateringForm } from "../lib/premium-catering-form-types";

const ORDER_TYPE_COPY: Record<(typeof ORDER_TYPES)[number], { label: string; text: string; icon: LucideIcon }> = {
  company: { label: "Company", text: "Meetings, launches and office events, invoiced to your company.", icon: Building2 },
  private: { label: "Private", text: "Birthdays, weddings and gatherings at home or a venue.", icon: PartyPopper },
};

/**
 * Order type as radio cards: native radios (arrow keys, form semantics for free) styled as selectable cards.
 * Choosing "private" clears a company-name error that no longer applies to a field the visitor cannot see.
 */
export function OrderTypeField({ form }: { form: PremiumCateringForm }) {
  const field = form.register("orderType", {
    onChange: () => form.clearErrors(["companyName", "cvr"]),
  });
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">Order type</legend>
      {ORDER_TYPES.map((type) => {
        const { label, text, icon: Icon } = ORDER_TYPE_COPY[type];
        return (
          <label
            key={type}
            className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-accent/60 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background"
            data-testid={`card-order-type-${type}`}
          >
            <input
              type="radio"
              value={type}
              className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-none"
              data-testid={`radio-order-type-${type}`}
              {...field}
            />
            <span className="grid gap-1">
              <span className="flex items-center gap-2 font-medium">
                <Icon aria-hidden="true" className="size-4 text-primary" />
                {label}
              </span>
              <span className="text-sm text-muted-foreground">{text}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
