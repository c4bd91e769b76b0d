import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * A native radio styled as a selectable card: arrow keys, form semantics and the checked state come from
 * the browser; :has() paints the selection and the focus ring.
 */
export function ChoiceCard({ title, text, icon, className, testId, ...input }: Omit<ComponentProps<"input">, "type" | "title"> & { title: ReactNode; text?: ReactNode; icon?: ReactNode; testId?: string }) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-accent/60 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background",
        className,
      )}
      data-testid={testId}
    >
      <input type="radio" className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-none" {...input} />
      <span className="grid gap-1">
        <span className="flex items-center gap-2 font-medium">
          {icon}
          {title}
        </span>
        {text ? <span className="text-sm text-muted-foreground">{text}</span> : null}
      </span>
    </label>
  );
}
