import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A native checkbox, tinted with the accent colour; pair it with a <label htmlFor> or wrap it in one. On a phone its
 * vertical margin makes the row it sits in 44 px tall, so the label beside it is a finger-sized target.
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn(
        "my-3.5 size-4 shrink-0 cursor-pointer rounded sm:my-0 border border-input accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
