import { Link } from "wouter";
import { DemoCourierDashboard } from "@/features/courier-dispatch/demo/demo-dashboard";

/** /demo/courier/dashboard: the courier dashboard on sample data; it sends nothing. */
export function CourierDashboardDemoPage() {
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-6 sm:px-6 sm:py-10" data-testid="page-courier-dashboard-demo">
      <h1 className="text-3xl font-bold tracking-tight">Courier Dashboard Demo</h1>
      <p className="text-muted-foreground">A courier's day: deliveries, bids and earnings.</p>
      <p className="rounded-lg border border-dashed px-3 py-2 text-sm" data-testid="text-demo-notice">
        Sample data: bid on a job to win it at once, pick it up and deliver it with the code 1234. Nothing is sent.{" "}
        <Link href="/courier-onboarding" className="font-medium text-primary underline-offset-4 hover:underline">
          Become a Courier
        </Link>
      </p>
      <DemoCourierDashboard />
    </div>
  );
}
