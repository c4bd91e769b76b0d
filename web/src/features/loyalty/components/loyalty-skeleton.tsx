import { Skeleton } from "@/components/ui/skeleton";

/** The account's shape while it loads: the ring and figures, then the rewards row. */
export function LoyaltySkeleton() {
  return (
    <div className="grid gap-6" aria-hidden="true" data-testid="skeleton-loyalty">
      <div className="flex flex-col items-center gap-6 rounded-xl border p-6 sm:flex-row">
        <Skeleton className="size-[120px] rounded-full" />
        <div className="grid w-full max-w-sm gap-2">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-40 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
