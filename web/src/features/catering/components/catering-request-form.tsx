import { zodResolver } from "@hookform/resolvers/zod";
import {
  CATERING_CUISINE_OPTIONS,
  cateringRequestSchema,
  GUEST_COUNT_OPTIONS,
  LOGGED_OUT_REDIRECT_DELAY_MS,
  TOASTS,
} from "@tavola/contracts";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { whenToasterReady } from "@/components/ui/lazy-toaster";
import { toast } from "@/components/ui/use-toast";
import { isUnauthorizedError } from "@/lib/api-client";
import { navigateTo } from "@/lib/browser-navigation";
import { toIsoDate } from "@/lib/format";
import { useCreateCateringRequest } from "../api/catering-api";

/**
 * Spec sections 5, 7 and 8: the simple (signed-in) catering request. Opened for a restaurant (`/catering?restaurant=`),
 * the request goes to its catering team.
 */
export function CateringRequestForm({ restaurantId }: { restaurantId?: string } = {}) {
  const create = useCreateCateringRequest();
  const form = useForm({
    resolver: zodResolver(cateringRequestSchema),
    defaultValues: { name: "", eventDate: "", cuisinePreferences: [], message: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const message = values.message?.trim();
    create.mutate(
      {
        name: values.name,
        eventDate: toIsoDate(values.eventDate),
        guestCount: values.guestCount,
        cuisinePreferences: values.cuisinePreferences,
        message: message ? message : undefined,
        ...(restaurantId ? { restaurantId } : {}),
      },
      {
        onSuccess: () => {
          toast(TOASTS.cateringSubmitted);
          form.reset();
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) {
            toast({ variant: "destructive", ...TOASTS.cateringUnauthorized });
            // The short pause lets the toast be read before the browser leaves for re-authentication; it starts
            // once the toast is on screen (the toaster's code may still be on its way).
            void whenToasterReady().then(() => window.setTimeout(() => navigateTo("/api/login"), LOGGED_OUT_REDIRECT_DELAY_MS));
            return;
          }
          toast({ variant: "destructive", ...TOASTS.cateringFailed });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Catering request" data-testid="form-catering">
      <FormField label="Event Name" error={errors.name?.message} required>
        <Input placeholder="Company summer party" data-testid="input-event-name" {...form.register("name")} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Event Date" error={errors.eventDate?.message} required>
          <Input type="date" data-testid="input-event-date" {...form.register("eventDate")} />
        </FormField>
        <FormField label="Guest Count" error={errors.guestCount?.message} required>
          <Select data-testid="select-guest-count" {...form.register("guestCount")}>
            <option value="">Select guest count</option>
            {GUEST_COUNT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Preferred Cuisine</legend>
        <div className="grid grid-cols-2 gap-3">
          {CATERING_CUISINE_OPTIONS.map((cuisine) => {
            const id = `cuisine-${cuisine.toLowerCase()}`;
            return (
              <label key={cuisine} htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm">
                <Checkbox
                  id={id}
                  value={cuisine}
                  data-testid={`checkbox-cuisine-${cuisine.toLowerCase()}`}
                  {...form.register("cuisinePreferences")}
                />
                {cuisine}
              </label>
            );
          })}
        </div>
      </fieldset>
      <FormField label="Special Requirements" error={errors.message?.message}>
        <Textarea
          placeholder="Dietary needs, allergies, service style…"
          data-testid="textarea-special-requirements"
          {...form.register("message")}
        />
      </FormField>
      <Button type="submit" disabled={create.isPending} data-testid="button-submit-catering">
        {create.isPending ? "Submitting..." : "Submit Request"}
      </Button>
    </form>
  );
}
