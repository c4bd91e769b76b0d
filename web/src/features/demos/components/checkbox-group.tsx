import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/utils";

type CheckboxGroupProps = {
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Prefix of each checkbox's data-testid; the option is appended in kebab-case. */
  testId: string;
  className?: string;
};

export function toTestIdPart(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

/** A fieldset of labelled checkboxes for a multi-choice list, kept in the order the options are given. */
export function CheckboxGroup({ legend, options, value, onChange, testId, className }: CheckboxGroupProps) {
  const baseId = useId();
  function toggle(option: string, checked: boolean) {
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.filter((o) => next.has(o)));
  }
  return (
    <fieldset className={cn("grid gap-3", className)}>
      <legend className="mb-3 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 md:grid-cols-4">
        {options.map((option, index) => {
          const id = `${baseId}-${index}`;
          const checked = value.includes(option);
          return (
            <label
              key={option}
              htmlFor={id}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm transition-colors hover:bg-accent",
                checked && "border-primary bg-primary/5",
              )}
            >
              <Checkbox
                id={id}
                checked={checked}
                onChange={(event) => toggle(option, event.target.checked)}
                data-testid={`${testId}-${toTestIdPart(option)}`}
              />
              {option}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
