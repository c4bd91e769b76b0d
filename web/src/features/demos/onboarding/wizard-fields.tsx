import type { ComponentProps, ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { CheckboxGroup } from "../components/checkbox-group";

/*
 * One labelled control per wizard value, so the definitions declare label, field and test id instead of
 * repeating the value/onChange wiring. Each helper is generic over the wizard's values V and a key K whose
 * value has the control's type (V extends Record<K, …>): a field of the wrong type does not compile, and
 * the wizard's own setValue fits the narrower setter below without a cast.
 */
type FieldCommon<V, K extends keyof V, Value> = {
  /** The step's WizardFormApi, usually spread in: `{...form}`. */
  values: V;
  setValue: (key: K, value: Value) => void;
  field: K;
  label: string;
  /** Becomes the control's data-testid (the e2e and unit tests find fields by it). */
  testId: string;
  required?: boolean;
};

/**
 * Email and phone are asked for by every wizard with the same label, type, autocomplete hint and test id
 * (e2e/demos.spec.ts finds them by those ids); spread one in and add `required` where that wizard marks it.
 */
export const EMAIL_FIELD = {
  field: "email",
  label: "Email Address",
  type: "email",
  autoComplete: "email",
  testId: "input-email",
} as const;
export const PHONE_FIELD = {
  field: "phone",
  label: "Phone Number",
  type: "tel",
  autoComplete: "tel",
  testId: "input-phone",
} as const;

type WizardTextFieldProps<V extends Record<K, string>, K extends keyof V> = FieldCommon<V, K, string> & {
  description?: ReactNode;
} & Omit<ComponentProps<typeof Input>, "value" | "onChange" | "required">;

/** A FormField around an Input bound to one string value; other Input props (type, autoComplete…) pass through. */
export function WizardTextField<V extends Record<K, string>, K extends keyof V>(props: WizardTextFieldProps<V, K>) {
  const { values, setValue, field, label, testId, required, description, ...inputProps } = props;
  return (
    <FormField label={label} required={required} description={description}>
      <Input
        {...inputProps}
        value={values[field]}
        onChange={(e) => setValue(field, e.target.value)}
        data-testid={testId}
      />
    </FormField>
  );
}

type WizardSelectFieldProps<V extends Record<K, string>, K extends keyof V> = FieldCommon<V, K, string> & {
  options: readonly string[];
  /** The empty first option, shown until a choice is made. */
  placeholder: string;
  optionLabel?: (option: string) => string;
};

/** A FormField around a Select bound to one string value, with an empty placeholder option first. */
export function WizardSelectField<V extends Record<K, string>, K extends keyof V>(props: WizardSelectFieldProps<V, K>) {
  const { values, setValue, field, label, testId, required, options, placeholder, optionLabel = String } = props;
  return (
    <FormField label={label} required={required}>
      <Select value={values[field]} onChange={(e) => setValue(field, e.target.value)} data-testid={testId}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

type WizardCheckboxGroupProps<V extends Record<K, string[]>, K extends keyof V> = Omit<
  FieldCommon<V, K, string[]>,
  "label" | "required"
> & {
  legend: string;
  options: readonly string[];
};

/** A CheckboxGroup bound to one string-list value; testId is the prefix of each checkbox's test id. */
export function WizardCheckboxGroup<V extends Record<K, string[]>, K extends keyof V>(
  props: WizardCheckboxGroupProps<V, K>,
) {
  const { values, setValue, field, legend, options, testId } = props;
  return (
    <CheckboxGroup
      legend={legend}
      options={options}
      value={values[field]}
      onChange={(v) => setValue(field, v)}
      testId={testId}
    />
  );
}
