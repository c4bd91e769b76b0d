import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";

/** Error, loading or the figures: the analytics screens' three states. */
export function InsightsState({ error, loading, children }: { error: unknown; loading: boolean; children: ReactNode }) {
  if (error) {
    const e = parseApiError(error);
    return (
      <p role="alert" className="text-destructive">
        {e.status === 403 ? "Only executives and a restaurant's owner or managers see these figures." : (Object.values(e.fieldErrors).flat()[0] ?? e.message)}
      </p>
    );
  }
  if (loading) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading figures">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  return <>{children}</>;
}

/** What the figures cover: the chosen restaurant, an owner's only restaurant, all of an owner's, or the platform. */
export function scopeLabel(d: { scope: "platform" | "own"; restaurant: { name: string } | null; restaurants: ReadonlyArray<{ name: string }> }): string {
  if (d.restaurant) return d.restaurant.name;
  if (d.scope === "platform") return "all restaurants";
  return d.restaurants.length === 1 ? d.restaurants[0]!.name : "all your restaurants";
}
