import { BUDGET_RANGE_LABELS, BUDGET_RANGES, SERVICE_TYPE_LABELS, SERVICE_TYPES } from "@tavola/contracts";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { PremiumCateringForm } from "../lib/premium-catering-form-types";
import { HeadcountField } from "./headcount-field";

/** Today as YYYY-MM-DD in local time, so the date picker does not offer days already past. */
function getTodayInputValue(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function EventDetailsFields({ form }: { form: PremiumCateringForm }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField
        label="Delivery Address"
        required
        error={errors.deliveryAddress?.message}
        description="Street, number, postcode and city."
      >
        <Input
          autoComplete="street-address"
          data-testid="input-delivery-address"
          {...form.register("deliveryAddress")}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label="Event Date" required error={errors.eventDate?.message}>
          <Input type="date" min={getTodayInputValue()} data-testid="input-event-date" {...form.register("eventDate")} />
        </FormField>
        <FormField label="Event Time" required error={errors.eventTime?.message}>
          <Input type="time" data-testid="input-event-time" {...form.register("eventTime")} />
        </FormField>
        <HeadcountField form={form} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Service Type" error={errors.serviceType?.message}>
          <Select data-testid="select-service-type" {...form.register("serviceType")}>
            {SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {SERVICE_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Budget Range" error={errors.budgetRange?.message}>
          <Select data-testid="select-budget-range" {...form.register("budgetRange")}>
            {BUDGET_RANGES.map((range) => (
              <option key={range} value={range}>
                {BUDGET_RANGE_LABELS[range]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
    </>
  );
}
