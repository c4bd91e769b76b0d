import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        // Hover darkens rather than fades: a faded primary under white text fails contrast in the light theme.
        default: "bg-primary text-primary-foreground shadow-sm hover:brightness-90",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:brightness-90",
        outline: "border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
      },
      // On a phone every size is at least 44 px each way (a finger's tap target, issue 16), as a minimum, so a
      // screen's own height (h-11 on a kitchen board, h-8 for a compact action) still decides from the sm
      // breakpoint (a pointer, usually), where the desktop density returns.
      size: {
        default: "h-10 min-h-11 px-4 py-2 sm:min-h-0",
        sm: "h-9 min-h-11 rounded-md px-3 sm:min-h-0",
        lg: "h-11 rounded-md px-8 text-base",
        icon: "size-10 min-h-11 min-w-11 sm:min-h-0 sm:min-w-0",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a link) with button styling instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) return <Slot className={cn(buttonVariants({ variant, size, className }))} {...props} />;
  // Default to type="button" so a button inside a form never submits it by accident.
  return <button type={type ?? "button"} className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
