import { CourierReviewQueue } from "@/features/courier-review/components/courier-review-queue";

/** /admin/couriers (executives, checked on the server): courier applications to review, with their documents. */
export function CourierApplicationsPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 sm:px-6" data-testid="page-admin-couriers">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Courier applications</h1>
        <p className="text-muted-foreground">Check each applicant's documents, then approve them as a courier or reject with a reason.</p>
      </header>
      <CourierReviewQueue />
    </div>
  );
}
