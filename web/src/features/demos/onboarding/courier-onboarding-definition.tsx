import { COURIER_COMMISSION_PERCENT } from "@tavola/contracts";
import { Bike, Wallet, UserRound } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { CheckboxGroup } from "../components/checkbox-group";
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
    render: ({ values, setValue }) => (
      <>
        <FormField label="Full Name" required>
          <Input
            value={values.fullName}
            onChange={(e) => setValue("fullName", e.target.value)}
            autoComplete="name"
            data-testid="input-full-name"
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Email Address" required>
            <Input
              type="email"
              value={values.email}
              onChange={(e) => setValue("email", e.target.value)}
              autoComplete="email"
              data-testid="input-email"
            />
          </FormField>
          <FormField label="Phone Number" required>
            <Input
              type="tel"
              value={values.phone}
              onChange={(e) => setValue("phone", e.target.value)}
              autoComplete="tel"
              data-testid="input-phone"
            />
          </FormField>
        </div>
        <FormField label="City">
          <Input
            value={values.city}
            onChange={(e) => setValue("city", e.target.value)}
            autoComplete="address-level2"
            data-testid="input-city"
          />
        </FormField>
      </>
    ),
  },
  {
    id: "vehicle-availability",
    title: "Vehicle & Availability",
    description: "How you get around and when you're free to ride.",
    icon: Bike,
    render: ({ values, setValue }) => (
      <>
        <FormField label="Vehicle Type" required>
          <Select
            value={values.vehicleType}
            onChange={(e) => setValue("vehicleType", e.target.value)}
            data-testid="select-vehicle-type"
          >
            <option value="">Select a vehicle</option>
            {VEHICLE_TYPES.map((vehicle) => (
              <option key={vehicle} value={vehicle}>
                {vehicle}
              </option>
            ))}
          </Select>
        </FormField>
        <CheckboxGroup
          legend="Availability"
          options={AVAILABILITY_DAYS}
          value={values.availability}
          onChange={(v) => setValue("availability", v)}
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
    render: ({ values, setValue }) => (
      <>
        <div className="rounded-lg border border-primary/30 bg-primary/5 p-5 text-sm" data-testid="box-courier-terms">
          <h3 className="font-semibold">Transparent earnings</h3>
          <ul className="mt-3 grid gap-2">
            <li>{COURIER_COMMISSION_PERCENT}% commission per successful delivery</li>
            <li>Weekly payouts straight to your account</li>
          </ul>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Account Holder">
            <Input
              value={values.accountHolder}
              onChange={(e) => setValue("accountHolder", e.target.value)}
              autoComplete="name"
              data-testid="input-account-holder"
            />
          </FormField>
          <FormField label="Account Number">
            <Input
              value={values.accountNumber}
              onChange={(e) => setValue("accountNumber", e.target.value)}
              inputMode="numeric"
              data-testid="input-account-number"
            />
          </FormField>
        </div>
        <label className="flex cursor-pointer items-start gap-3 rounded-md border p-4 text-sm">
          <Checkbox
            className="mt-0.5"
            checked={values.acceptsTerms}
            onChange={(e) => setValue("acceptsTerms", e.target.checked)}
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
