import { useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { PremiumCateringForm } from "../lib/premium-catering-form-types";

/**
 * Company or Contact Information. Company name and CVR number exist only for company orders (spec
 * section 2). The contact person is rendered once: the spec's source showed it twice, a known defect.
 */
export function ContactFields({ form }: { form: PremiumCateringForm }) {
  const orderType = useWatch({ control: form.control, name: "orderType" });
  const { errors } = form.formState;
  return (
    <>
      {orderType === "company" ? (
        <div className="grid gap-5 sm:grid-cols-2" data-testid="group-company-fields">
          <FormField label="Company Name" required error={errors.companyName?.message}>
            <Input autoComplete="organization" data-testid="input-company-name" {...form.register("companyName")} />
          </FormField>
          <FormField label="CVR Number" error={errors.cvr?.message} description="Optional company registration number.">
            <Input inputMode="numeric" data-testid="input-cvr" {...form.register("cvr")} />
          </FormField>
        </div>
      ) : null}
      <FormField label="Contact Person" required error={errors.contactPerson?.message}>
        <Input autoComplete="name" data-testid="input-contact-person" {...form.register("contactPerson")} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" data-testid="input-email" {...form.register("email")} />
        </FormField>
        <FormField label="Phone" required error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" data-testid="input-phone" {...form.register("phone")} />
        </FormField>
      </div>
    </>
  );
}
