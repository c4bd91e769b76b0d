import {
  RESTAURANT_CUISINES,
  RESTAURANT_PAYMENT_METHODS,
  RESTAURANT_SERVICES,
} from "@tavola/contracts";
import { Clock, CreditCard, MapPin, Store } from "lucide-react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { capitalize } from "../lib/capitalize";
import { EMAIL_FIELD, PHONE_FIELD, WizardCheckboxGroup, WizardSelectField, WizardTextField } from "./wizard-fields";
import type { WizardDefinition, WizardStep } from "./wizard-types";

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
type Weekday = (typeof WEEKDAYS)[number];
type DayHours = { open: string; close: string };

/** The spec's restaurant onboarding form (section 3); client-only, nothing is saved or sent. */
export type RestaurantOnboardingValues = {
  restaurantName: string;
  cuisine: string;
  description: string;
  address: string;
  phone: string;
  email: string;
  capacity: string;
  operatingHours: Record<Weekday, DayHours>;
  services: string[];
  paymentMethods: string[];
};

const DEFAULT_HOURS: DayHours = { open: "11:00", close: "22:00" };

const STEPS: readonly WizardStep<RestaurantOnboardingValues>[] = [
  {
    id: "restaurant-information",
    title: "Restaurant Information",
    description: "Tell guests who you are and what you serve.",
    icon: Store,
    render: (form) => (
      <>
        <WizardTextField
          {...form}
          field="restaurantName"
          label="Restaurant Name"
          required
          placeholder="e.g. Trattoria Bella"
          autoComplete="organization"
          testId="input-restaurant-name"
        />
        <WizardSelectField
          {...form}
          field="cuisine"
          label="Cuisine Type"
          required
          options={RESTAURANT_CUISINES}
          placeholder="Select a cuisine"
          optionLabel={capitalize}
          testId="select-cuisine"
        />
        {/* The only multi-line text in the wizards, so it stays a plain Textarea rather than a helper. */}
        <FormField label="Description">
          <Textarea
            value={form.values.description}
            onChange={(e) => form.setValue("description", e.target.value)}
            placeholder="What makes your restaurant special?"
            rows={4}
            data-testid="input-description"
          />
        </FormField>
      </>
    ),
  },
  {
    id: "location-contact",
    title: "Location & Contact",
    description: "Where guests and couriers find you, and how we reach you.",
    icon: MapPin,
    render: (form) => (
      <>
        <WizardTextField
          {...form}
          field="address"
          label="Full Address"
          required
          placeholder="Street, city, postal code"
          autoComplete="street-address"
          testId="input-address"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <WizardTextField {...form} {...PHONE_FIELD} required />
          <WizardTextField {...form} {...EMAIL_FIELD} required />
        </div>
        <WizardTextField
          {...form}
          field="capacity"
          label="Seating Capacity"
          description="Number of guests you can seat at once."
          type="number"
          min={0}
          inputMode="numeric"
          testId="input-capacity"
        />
      </>
    ),
  },
  {
    id: "operating-hours",
    title: "Operating Hours",
    description: "When you open and close each day of the week.",
    icon: Clock,
    render: ({ values, setValue }) => (
      <div className="grid gap-3" role="group" aria-label="Opening and closing times">
        {WEEKDAYS.map((day) => {
          const hours = values.operatingHours[day];
          const setHours = (patch: Partial<DayHours>) =>
            setValue("operatingHours", { ...values.operatingHours, [day]: { ...hours, ...patch } });
          return (
            <div key={day} className="grid grid-cols-2 items-center gap-3 sm:grid-cols-[8rem_1fr_1fr]">
              <span className="col-span-2 text-sm font-medium sm:col-span-1">{capitalize(day)}</span>
              <Input
                type="time"
                aria-label={`${capitalize(day)} opening time`}
                value={hours.open}
                onChange={(e) => setHours({ open: e.target.value })}
                data-testid={`input-${day}-open`}
              />
              <Input
                type="time"
                aria-label={`${capitalize(day)} closing time`}
                value={hours.close}
                onChange={(e) => setHours({ close: e.target.value })}
                data-testid={`input-${day}-close`}
              />
            </div>
          );
        })}
      </div>
    ),
  },
  {
    id: "services-payment",
    title: "Services & Payment",
    description: "What you offer and how guests can pay.",
    icon: CreditCard,
    render: (form) => (
      <>
        <WizardCheckboxGroup
          {...form}
          field="services"
          legend="Services Offered"
          options={RESTAURANT_SERVICES}
          testId="checkbox-service"
        />
        <WizardCheckboxGroup
          {...form}
          field="paymentMethods"
          legend="Payment Methods Accepted"
          options={RESTAURANT_PAYMENT_METHODS}
          testId="checkbox-payment"
        />
      </>
    ),
  },
];

export const RESTAURANT_ONBOARDING_WIZARD: WizardDefinition<RestaurantOnboardingValues> = {
  key: "restaurant",
  title: "Restaurant Partner Onboarding",
  subtitle: "Set up your restaurant on Tavola in four short steps.",
  steps: STEPS,
  initialValues: {
    restaurantName: "",
    cuisine: "",
    description: "",
    address: "",
    phone: "",
    email: "",
    capacity: "",
    operatingHours: {
      monday: DEFAULT_HOURS,
      tuesday: DEFAULT_HOURS,
      wednesday: DEFAULT_HOURS,
      thursday: DEFAULT_HOURS,
      friday: DEFAULT_HOURS,
      saturday: DEFAULT_HOURS,
      sunday: DEFAULT_HOURS,
    },
    services: [],
    paymentMethods: [],
  },
  finishLabel: "Complete Setup",
  finishHref: "/demo/restaurant/dashboard",
};
