import { Skeleton } from "@/components/ui/skeleton";

/** The four queue columns while the orders load. */
export function QueueSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading orders
      </span>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-64 rounded-xl" />
      ))}
    </div>
  );
}

/** The dashboard's shape while the workspace loads, so nothing jumps when it arrives. */
export function DashboardSkeleton() {
  return (
    <div className="mx-auto grid max-w-[1600px] gap-6 px-4 py-6 sm:px-6" aria-busy="true" data-testid="skeleton-restaurant-dashboard">
      <span className="sr-only" role="status">
        Loading the dashboard
      </span>
      <Skeleton className="h-16 w-72" />
      <div className="grid gap-3 md:grid-cols-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <QueueSkeleton />
    </div>
  );
}
