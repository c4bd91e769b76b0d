import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { ApiError } from "@/lib/api-error";

/** "Showing Bellini only" with the way back to every restaurant, above figures drilled into one restaurant. */
export function RestaurantScope({ restaurant, onClear }: { restaurant: { name: string } | null; onClear: () => void }) {
  if (!restaurant) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3" role="status">
      <span>
        Showing <strong>{restaurant.name}</strong> only
      </span>
      <Button size="sm" variant="outline" onClick={onClear}>
        All restaurants
      </Button>
    </div>
  );
}

type FiguresStateProps = {
  error: ApiError | null;
  loaded: boolean;
  fetching: boolean;
  /** The skeleton cards' height class while the first answer is on its way. */
  skeletonClass?: string;
  children: ReactNode;
};

/**
 * An executive screen's figures: the refusal or the field's message, eight skeleton cards until the first answer, then
 * the figures (marked busy while another range loads).
 */
export function FiguresState({ error, loaded, fetching, skeletonClass = "h-24", children }: FiguresStateProps) {
  if (error)
    return (
      <p role="alert" className="text-destructive">
        {error.status === 403 ? "Only executives see the business's figures." : Object.values(error.fieldErrors).flat()[0] ?? error.message}
      </p>
    );
  if (!loaded)
    return (
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-busy="true" aria-label="Loading figures">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className={skeletonClass} />
        ))}
      </div>
    );
  return (
    <div className="grid min-w-0 grid-cols-1 gap-8" aria-busy={fetching}>
      {children}
    </div>
  );
}

/** "How these figures are counted": each figure's definition, folded away under the figures. */
export function FigureDefinitions({ definitions }: { definitions: Readonly<Record<string, string>> }) {
  return (
    <details className="text-sm">
      {/* py-3: a 44 px tap target (the text alone is 20 px tall). */}
      <summary className="cursor-pointer py-3">How these figures are counted</summary>
      <dl className="grid gap-2">
        {Object.entries(definitions).map(([key, text]) => (
          <div key={key}>
            <dt className="font-medium">{key}</dt>
            <dd className="text-muted-foreground">{text}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
