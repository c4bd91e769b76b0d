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

/**
 * The restaurant summary's shape while it loads, line for line (title; two lines of description and three of
 * details on a phone, one each from sm up), so the menu below does not move when the summary arrives.
 */
export function RestaurantSummarySkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-xl border p-4 sm:flex-row sm:items-center" aria-hidden="true" data-testid="skeleton-restaurant-summary">
      <Skeleton className="hidden h-16 w-24 shrink-0 rounded-lg sm:block" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex h-7 items-center">
          <Skeleton className="h-5 w-48" />
        </div>
        <div className="grid">
          <SkeletonLine className="w-full" />
          <SkeletonLine className="w-2/3 sm:hidden" />
        </div>
        <div className="grid gap-y-1 sm:flex sm:gap-x-4">
          <SkeletonLine className="w-3/4 sm:w-28" />
          <SkeletonLine className="w-1/2 sm:w-40" />
          <SkeletonLine className="w-2/3 sm:w-36" />
        </div>
      </div>
    </div>
  );
}

/** One line of small text (20px), as a bar. */
function SkeletonLine({ className }: { className: string }) {
  return (
    <div className={`flex h-5 items-center ${className}`}>
      <Skeleton className="h-3.5 w-full" />
    </div>
  );
}
