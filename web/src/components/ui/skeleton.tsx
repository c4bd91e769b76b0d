import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** Decorative placeholder; the surrounding region announces loading (aria-busy), not each skeleton. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}
