import * as ProgressPrimitive from "@radix-ui/react-progress";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

type ProgressProps = ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string };

/**
 * Radix progress (role="progressbar" with aria-valuenow/max). `value` is out of `max` (100 by default);
 * give it an accessible name with aria-label or aria-labelledby.
 */
export function Progress({ className, indicatorClassName, value, max = 100, ...props }: ProgressProps) {
  const ratio = value == null || max <= 0 ? 0 : Math.min(Math.max(value / max, 0), 1);
  return (
    <ProgressPrimitive.Root
      value={value}
      max={max}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-secondary", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          "h-full w-full flex-1 bg-primary motion-safe:transition-transform motion-safe:duration-300",
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - ratio * 100}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
