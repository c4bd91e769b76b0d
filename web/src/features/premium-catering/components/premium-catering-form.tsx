import { zodResolver } from "@hookform/resolvers/zod";
import {
  PREMIUM_CATERING_DEFAULTS,
  type PremiumCateringInput,
  premiumCateringSchema,
  TOASTS,
} from "@tavola/contracts";
import { Building2, CalendarClock, ClipboardList, Loader2, Send, Utensils } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { type PremiumCateringResponse, useSubmitPremiumCatering } from "../api/premium-catering-api";
import { type PremiumCateringValues, toPremiumCateringBody } from "../lib/premium-catering-body";
import { getServerFieldErrors } from "../lib/server-field-errors";
import { ContactFields } from "./contact-fields";
import { EventDetailsFields } from "./event-details-fields";
import { FormSection } from "./form-section";
import { OrderTypeField } from "./order-type-field";
import { PreferencesFields } from "./preferences-fields";

const DEFAULT_VALUES: PremiumCateringInput = {
  ...PREMIUM_CATERING_DEFAULTS,
  companyName: "",
  cvr: "",
  contactPerson: "",
  email: "",
  phone: "",
  deliveryAddress: "",
  eventDate: "",
  eventTime: "",
  dietaryNotes: "",
  preferredCuisine: "",
  message: "",
};

const FORM_FIELDS = new Set<string>(Object.keys(DEFAULT_VALUES));
const isFormField = (field: string): field is keyof PremiumCateringInput => FORM_FIELDS.has(field);

/** Spec sections 2, 5, 7 and 8: the anonymous premium catering request (editing state). */
export function PremiumCateringForm({ onSubmitted, restaurantId }: { onSubmitted: (response: PremiumCateringResponse) => void; restaurantId?: string }) {
  const submit = useSubmitPremiumCatering();
  const form = useForm<PremiumCateringInput, unknown, PremiumCateringValues>({
    resolver: zodResolver(premiumCateringSchema),
    defaultValues: DEFAULT_VALUES,
  });

  const onSubmit = form.handleSubmit((values) => {
    submit.mutate({ ...toPremiumCateringBody(values), ...(restaurantId ? { restaurantId } : {}) }, {
      onSuccess: (response) => {
        toast(TOASTS.premiumCateringSubmitted);
        onSubmitted(response);
      },
      onError: (error) => {
        toast({ variant: "destructive", ...TOASTS.premiumCateringFailed });
        // The form stays as it was; fields the server rejected get its message in place.
        const fieldErrors = Object.entries(getServerFieldErrors(error)).filter(([field]) => isFormField(field));
        fieldErrors.forEach(([field, message], index) => {
          if (isFormField(field)) form.setError(field, { type: "server", message }, { shouldFocus: index === 0 });
        });
      },
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Premium catering request"
      className="grid gap-6"
      data-testid="form-premium-catering"
    >
      <FormSection id="order-type" icon={Building2} title="Order Type" description="Who is the event for?">
        <OrderTypeField form={form} />
      </FormSection>
      <FormSection
        id="contact-information"
        icon={ClipboardList}
        title="Company or Contact Information"
        description="Who our catering specialist should call."
      >
        <ContactFields form={form} />
      </FormSection>
      <FormSection
        id="event-details"
        icon={CalendarClock}
        title="Event Details"
        description="Where and when we deliver, for how many guests."
      >
        <EventDetailsFields form={form} />
      </FormSection>
      <FormSection
        id="preferences"
        icon={Utensils}
        title="Preferences & Special Requirements"
        description="Optional — helps us prepare a quote that fits."
      >
        <PreferencesFields form={form} />
      </FormSection>
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Fields marked <span className="text-destructive">*</span> are required.
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={submit.isPending}
          aria-busy={submit.isPending || undefined}
          data-testid="button-submit-premium-catering"
        >
          {submit.isPending ? (
            <Loader2 aria-hidden="true" className="motion-safe:animate-spin" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {submit.isPending ? "Processing Request..." : "Submit Catering Request"}
        </Button>
      </div>
    </form>
  );
}
