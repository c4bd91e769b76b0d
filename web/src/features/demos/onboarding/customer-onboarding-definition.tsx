import { CUSTOMER_CUISINES, CUSTOMER_WELCOME_BENEFITS, DIETARY_OPTIONS } from "@tavola/contracts";
import { Bell, Gift, Salad, UserRound } from "lucide-react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { CheckboxGroup } from "../components/checkbox-group";
import { SwitchRow } from "../components/switch-row";
import type { WizardDefinition, WizardStep } from "./wizard-types";

type CustomerPreferences = { notifications: boolean; promotions: boolean; recommendations: boolean };

/** The spec's customer onboarding form (section 3); client-only, nothing is saved or sent. */
export type CustomerOnboardingValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  dietaryRestrictions: string[];
  favoriteCuisines: string[];
  preferences: CustomerPreferences;
};

const PREFERENCE_ROWS: readonly { key: keyof CustomerPreferences; label: string; description: string }[] = [
  { key: "notifications", label: "Order Notifications", description: "Updates on your orders and deliveries." },
  { key: "promotions", label: "Promotions & Offers", description: "Exclusive deals and discounts." },
  { key: "recommendations", label: "Personalized Recommendations", description: "Dishes and restaurants picked for you." },
];

const STEPS: readonly WizardStep<CustomerOnboardingValues>[] = [
  {
    id: "personal-information",
    title: "Personal Information",
    description: "Let's get to know you.",
    icon: UserRound,
    render: ({ values, setValue }) => (
      <>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="First Name" required>
            <Input
              value={values.firstName}
              onChange={(e) => setValue("firstName", e.target.value)}
              autoComplete="given-name"
              data-testid="input-first-name"
            />
          </FormField>
          <FormField label="Last Name" required>
            <Input
              value={values.lastName}
              onChange={(e) => setValue("lastName", e.target.value)}
              autoComplete="family-name"
              data-testid="input-last-name"
            />
          </FormField>
        </div>
        <FormField label="Email Address" required>
          <Input
            type="email"
            value={values.email}
            onChange={(e) => setValue("email", e.target.value)}
            autoComplete="email"
            data-testid="input-email"
          />
        </FormField>
        <FormField label="Phone Number">
          <Input
            type="tel"
            value={values.phone}
            onChange={(e) => setValue("phone", e.target.value)}
            autoComplete="tel"
            data-testid="input-phone"
          />
        </FormField>
        <FormField label="Delivery Address">
          <Input
            value={values.address}
            onChange={(e) => setValue("address", e.target.value)}
            autoComplete="street-address"
            data-testid="input-address"
          />
        </FormField>
      </>
    ),
  },
  {
    id: "food-preferences",
    title: "Food Preferences",
    description: "Help us recommend dishes you'll love.",
    icon: Salad,
    render: ({ values, setValue }) => (
      <>
        <CheckboxGroup
          legend="Dietary Restrictions"
          options={DIETARY_OPTIONS}
          value={values.dietaryRestrictions}
          onChange={(v) => setValue("dietaryRestrictions", v)}
          testId="checkbox-dietary"
        />
        <CheckboxGroup
          legend="Favorite Cuisines"
          options={CUSTOMER_CUISINES}
          value={values.favoriteCuisines}
          onChange={(v) => setValue("favoriteCuisines", v)}
          testId="checkbox-cuisine"
        />
      </>
    ),
  },
  {
    id: "notification-preferences",
    title: "Notification Preferences",
    description: "Choose what you'd like to hear about.",
    icon: Bell,
    render: ({ values, setValue }) => (
      <>
        <div className="grid gap-3">
          {PREFERENCE_ROWS.map((row) => (
            <SwitchRow
              key={row.key}
              label={row.label}
              description={row.description}
              checked={values.preferences[row.key]}
              onCheckedChange={(checked) => setValue("preferences", { ...values.preferences, [row.key]: checked })}
              testId={`switch-${row.key}`}
            />
          ))}
        </div>
        <section
          aria-labelledby="welcome-benefits-title"
          className="rounded-lg border border-primary/30 bg-primary/5 p-5"
          data-testid="box-welcome-benefits"
        >
          <h3 id="welcome-benefits-title" className="flex items-center gap-2 font-semibold">
            <Gift aria-hidden="true" className="size-5 text-primary" />
            Welcome Benefits
          </h3>
          <ul className="mt-3 grid gap-2 text-sm">
            {CUSTOMER_WELCOME_BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2">
                <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary" />
                {benefit}
              </li>
            ))}
          </ul>
        </section>
      </>
    ),
  },
];

export const CUSTOMER_ONBOARDING_WIZARD: WizardDefinition<CustomerOnboardingValues> = {
  key: "customer",
  title: "Welcome to Tavola",
  subtitle: "Create your profile in three quick steps and start exploring.",
  steps: STEPS,
  initialValues: {
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    address: "",
    dietaryRestrictions: [],
    favoriteCuisines: [],
    preferences: { notifications: true, promotions: true, recommendations: true },
  },
  finishLabel: "Start Exploring",
  finishHref: "/demo/user/dashboard",
};
