import { RestaurantReviewQueue } from "@/features/restaurant-review/components/restaurant-review-queue";

/** /admin/restaurants (executives, checked on the server): restaurant applications to approve, send back or reject. */
export function RestaurantApplicationsPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 sm:px-6" data-testid="page-admin-restaurants">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Restaurant applications</h1>
        <p className="text-muted-foreground">Approve a restaurant to make it live (listed, orderable, bookable), ask its owner for changes, or reject it.</p>
      </header>
      <RestaurantReviewQueue />
    </div>
  );
}
