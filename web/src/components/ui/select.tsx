import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { fieldControlClass } from "./input";

/**
 * A styled native <select>: keyboard, screen-reader and mobile pickers come for free,
 * which a custom listbox would have to re-implement.
 */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={cn(fieldControlClass, "h-10 min-h-11 appearance-none pr-9 sm:min-h-0", className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
