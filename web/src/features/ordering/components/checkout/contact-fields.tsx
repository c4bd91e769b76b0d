import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { customerContactQueryOptions } from "../../api/checkout-api";
import type { CheckoutFormValues } from "../../lib/checkout-form";

/**
 * Whom the courier or the restaurant calls: prefilled for a signed-in guest (the account's name, the phone
 * from their last order), so a returning guest types nothing; the email is the account's, shown for
 * reference.
 */
export function ContactFields({ form }: { form: UseFormReturn<CheckoutFormValues> }) {
  const { register, setValue, getValues, formState } = form;
  const { errors } = formState;
  const contact = useQuery(customerContactQueryOptions);

  useEffect(() => {
    const c = contact.data;
    if (!c) return;
    if (!getValues("contactName").trim() && c.name) setValue("contactName", c.name);
    if (!getValues("contactPhone").trim() && c.phone) setValue("contactPhone", c.phone);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fills in once, when the answer arrives
  }, [contact.data]);

  return (
    <fieldset className="grid gap-4 border-t pt-4" data-testid="fields-contact">
      <legend className="sr-only">Contact</legend>
      <p className="text-sm font-medium">
        Contact
        {contact.data?.email ? (
          <span className="block break-all font-normal text-muted-foreground" data-testid="text-contact-email">
            Signed in as {contact.data.email}
          </span>
        ) : null}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.contactName?.message} required>
          <Input autoComplete="name" maxLength={100} data-testid="input-contact-name" {...register("contactName")} />
        </FormField>
        <FormField label="Phone" error={errors.contactPhone?.message} description="Only if the courier or the restaurant needs to reach you.">
          <Input type="tel" autoComplete="tel" maxLength={30} data-testid="input-contact-phone" {...register("contactPhone")} />
        </FormField>
      </div>
    </fieldset>
  );
}
