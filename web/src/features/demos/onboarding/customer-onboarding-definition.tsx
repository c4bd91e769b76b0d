import { CUSTOMER_CUISINES, CUSTOMER_WELCOME_BENEFITS, DIETARY_OPTIONS } from "@tavola/contracts";
import { Bell, Gift, Salad, UserRound } from "lucide-react";
import { SwitchRow } from "../components/switch-row";
import { EMAIL_FIELD, PHONE_FIELD, WizardCheckboxGroup, WizardTextField } from "./wizard-fields";
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
    render: (form) => (
      <>
        <div className="grid gap-5 sm:grid-cols-2">
          <WizardTextField
            {...form}
            field="firstName"
            label="First Name"
            required
            autoComplete="given-name"
            testId="input-first-name"
          />
          <WizardTextField
            {...form}
            field="lastName"
            label="Last Name"
            required
            autoComplete="family-name"
            testId="input-last-name"
          />
        </div>
        <WizardTextField {...form} {...EMAIL_FIELD} required />
        <WizardTextField {...form} {...PHONE_FIELD} />
        <WizardTextField
          {...form}
          field="address"
          label="Delivery Address"
          autoComplete="street-address"
          testId="input-address"
        />
      </>
    ),
  },
  {
    id: "food-preferences",
    title: "Food Preferences",
    description: "Help us recommend dishes you'll love.",
    icon: Salad,
    render: (form) => (
      <>
        <WizardCheckboxGroup
          {...form}
          field="dietaryRestrictions"
          legend="Dietary Restrictions"
          options={DIETARY_OPTIONS}
          testId="checkbox-dietary"
        />
        <WizardCheckboxGroup
          {...form}
          field="favoriteCuisines"
          legend="Favorite Cuisines"
          options={CUSTOMER_CUISINES}
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
