import { Skeleton } from "@/components/ui/skeleton";

/** The menu's shape while it loads: the tab strip and a few dish cards. */
export function MenuSkeleton() {
  return (
    <div className="grid gap-4" data-testid="skeleton-menu">
      <Skeleton className="h-10 w-full max-w-sm" />
      <ul className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="flex gap-4 rounded-xl border p-4">
            <Skeleton className="size-20 shrink-0 rounded-lg" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-full" />
              <Skeleton className="h-8 w-24 justify-self-end" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function RestaurantSummarySkeleton() {
  return (
    <div className="flex gap-4 rounded-xl border p-4" aria-hidden="true">
      <Skeleton className="size-16 rounded-lg" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-3 w-1/2" />
      </div>
    </div>
  );
}
