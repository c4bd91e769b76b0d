import { COURIER_COMMISSION_PERCENT } from "@tavola/contracts";
import { Bike, Wallet, UserRound } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { EMAIL_FIELD, PHONE_FIELD, WizardCheckboxGroup, WizardSelectField, WizardTextField } from "./wizard-fields";
import type { WizardDefinition, WizardStep } from "./wizard-types";

// The spec names the courier onboarding screen only; these choices are the demo's own.
const VEHICLE_TYPES = ["Bicycle", "E-bike", "Scooter", "Car"] as const;
const AVAILABILITY_DAYS = ["Weekdays", "Weekends", "Evenings", "Late Nights"] as const;

export type CourierOnboardingValues = {
  fullName: string;
  email: string;
  phone: string;
  city: string;
  vehicleType: string;
  availability: string[];
  accountHolder: string;
  accountNumber: string;
  acceptsTerms: boolean;
};

const STEPS: readonly WizardStep<CourierOnboardingValues>[] = [
  {
    id: "personal-details",
    title: "Personal Details",
    description: "Who you are and where you'd like to deliver.",
    icon: UserRound,
    render: (form) => (
      <>
        <WizardTextField
          {...form}
          field="fullName"
          label="Full Name"
          required
          autoComplete="name"
          testId="input-full-name"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <WizardTextField {...form} {...EMAIL_FIELD} required />
          <WizardTextField {...form} {...PHONE_FIELD} required />
        </div>
        <WizardTextField {...form} field="city" label="City" autoComplete="address-level2" testId="input-city" />
      </>
    ),
  },
  {
    id: "vehicle-availability",
    title: "Vehicle & Availability",
    description: "How you get around and when you're free to ride.",
    icon: Bike,
    render: (form) => (
      <>
        <WizardSelectField
          {...form}
          field="vehicleType"
          label="Vehicle Type"
          required
          options={VEHICLE_TYPES}
          placeholder="Select a vehicle"
          testId="select-vehicle-type"
        />
        <WizardCheckboxGroup
          {...form}
          field="availability"
          legend="Availability"
          options={AVAILABILITY_DAYS}
          testId="checkbox-availability"
        />
      </>
    ),
  },
  {
    id: "payouts-agreement",
    title: "Payouts & Agreement",
    description: "Where your earnings go, and the terms you ride on.",
    icon: Wallet,
    render: (form) => (
      <>
        <div className="rounded-lg border border-primary/30 bg-primary/5 p-5 text-sm" data-testid="box-courier-terms">
          <h3 className="font-semibold">Transparent earnings</h3>
          <ul className="mt-3 grid gap-2">
            <li>{COURIER_COMMISSION_PERCENT}% commission per successful delivery</li>
            <li>Weekly payouts straight to your account</li>
          </ul>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <WizardTextField
            {...form}
            field="accountHolder"
            label="Account Holder"
            autoComplete="name"
            testId="input-account-holder"
          />
          <WizardTextField
            {...form}
            field="accountNumber"
            label="Account Number"
            inputMode="numeric"
            testId="input-account-number"
          />
        </div>
        <label className="flex cursor-pointer items-start gap-3 rounded-md border p-4 text-sm">
          <Checkbox
            className="mt-0.5"
            checked={form.values.acceptsTerms}
            onChange={(e) => form.setValue("acceptsTerms", e.target.checked)}
            data-testid="checkbox-accept-terms"
          />
          I agree to the courier partner terms, including the {COURIER_COMMISSION_PERCENT}% commission and weekly payouts.
        </label>
      </>
    ),
  },
];

export const COURIER_ONBOARDING_WIZARD: WizardDefinition<CourierOnboardingValues> = {
  key: "courier",
  title: "Become a Tavola Courier",
  subtitle: "Elite delivery, premium rewards and transparent earnings — set up in three steps.",
  steps: STEPS,
  initialValues: {
    fullName: "",
    email: "",
    phone: "",
    city: "",
    vehicleType: "",
    availability: [],
    accountHolder: "",
    accountNumber: "",
    acceptsTerms: false,
  },
  finishLabel: "Start Delivering",
  finishHref: "/demo/courier/dashboard",
};
