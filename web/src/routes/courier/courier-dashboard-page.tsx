import { Link } from "wouter";
import { useSession } from "@/features/auth/hooks/use-session";
import { CourierDashboard } from "@/features/courier-dispatch/components/courier-dashboard";

/**
 * /courier-dashboard (role courier, mobile-first): go online, bid on open jobs near you, run the delivery, see
 * earnings — live over the dispatch stream. Anyone else is pointed at the application.
 */
export function CourierDashboardPage() {
  const { user } = useSession();
  const courier = user?.role === "courier";
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-6 sm:px-6 sm:py-10" data-testid="page-courier-dashboard">
      <h1 className="text-3xl font-bold tracking-tight">Courier Dashboard</h1>
      <p className="text-muted-foreground">Deliveries, bids and transparent earnings.</p>
      {courier ? (
        <>
          <p data-testid="text-courier-welcome">Welcome, {user?.firstName ?? "courier"}.</p>
          <CourierDashboard />
        </>
      ) : (
        <p data-testid="text-not-courier">
          This dashboard is for approved couriers.{" "}
          <Link href="/courier-onboarding" className="font-medium text-primary underline-offset-4 hover:underline">Apply to become a courier</Link>.
        </p>
      )}
    </div>
  );
}
