import { MapPin, Users } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A table's seats and seating area, as the booking step and the host stand's recommendations show them. */
export function TableFacts({ capacity, location, className, children }: { capacity: number; location: string; className?: string; children?: ReactNode }) {
  return (
    <span className={cn("flex flex-wrap gap-y-1 text-sm text-muted-foreground", className)}>
      <span className="flex items-center gap-1">
        <Users aria-hidden="true" className="size-3.5" />
        Seats {capacity}
      </span>
      <span className="flex items-center gap-1">
        <MapPin aria-hidden="true" className="size-3.5" />
        {location}
      </span>
      {children}
    </span>
  );
}
