import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const fieldControlClass =
  "flex w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm transition-colors placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/40";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        fieldControlClass,
        "h-10 min-h-11 sm:min-h-0 file:border-0 file:bg-transparent file:text-sm file:font-medium [color-scheme:inherit]",
        className,
      )}
      {...props}
    />
  );
}
