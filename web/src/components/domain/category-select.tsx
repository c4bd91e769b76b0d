import { FEEDBACK_CATEGORIES, type FeedbackCategory } from "@tavola/contracts";
import type { ComponentProps } from "react";
import { Select } from "@/components/ui/select";
import { FEEDBACK_CATEGORY_NAMES } from "@/lib/feedback-labels";

type CategorySelectProps = Omit<ComponentProps<"select">, "value" | "onChange" | "children"> & {
  /** "" is the empty choice. */
  value: FeedbackCategory | "";
  onValueChange: (value: FeedbackCategory | "") => void;
  /** The empty choice's words: "Choose a category" on the guest form, "All categories" as a filter. */
  emptyLabel: string;
};

/**
 * The spec's eight feedback categories in their order, with their display names: the guest's form and the
 * staff's filter pick from the same list. A FormField around it supplies the id and aria wiring.
 */
export function CategorySelect({ value, onValueChange, emptyLabel, ...props }: CategorySelectProps) {
  return (
    <Select {...props} value={value} onChange={(e) => onValueChange(e.target.value as FeedbackCategory | "")}>
      <option value="">{emptyLabel}</option>
      {FEEDBACK_CATEGORIES.map((c) => (
        <option key={c} value={c}>
          {FEEDBACK_CATEGORY_NAMES[c]}
        </option>
      ))}
    </Select>
  );
}
