import { type ReactElement, type ReactNode, cloneElement, isValidElement, useId } from "react";
import { cn } from "@/lib/utils";
import { Label } from "./label";

type ControlProps = {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
};

type FormFieldProps = {
  label: ReactNode;
  /** The single form control (Input, Select, Textarea…); it receives id and the aria wiring. */
  children: ReactElement<ControlProps>;
  error?: string | undefined;
  description?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
};

/**
 * Label + control + hint + error, wired so assistive tech announces the error with the field:
 * the control gets aria-invalid and aria-describedby pointing at the hint and the error text.
 */
export function FormField({ label, children, error, description, required, id, className }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? children.props.id ?? generatedId;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;

  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })
    : children;

  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {control}
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
