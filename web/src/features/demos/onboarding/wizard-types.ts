import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** What a step's fields get: the wizard's values and a typed setter for one of them. */
export type WizardFormApi<T> = {
  values: T;
  setValue: <K extends keyof T>(key: K, value: T[K]) => void;
};

export type WizardStep<T> = {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  render: (form: WizardFormApi<T>) => ReactNode;
};

/** Everything one onboarding demo needs; the generic wizard renders any of them. */
export type WizardDefinition<T> = {
  /** Short, stable key used in test ids and element ids ("restaurant", "customer", "courier"). */
  key: string;
  title: string;
  subtitle: string;
  steps: readonly WizardStep<T>[];
  initialValues: T;
  finishLabel: string;
  finishHref: string;
};
