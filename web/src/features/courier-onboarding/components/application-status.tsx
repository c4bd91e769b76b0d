import type { CourierApplication } from "@tavola/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

/** The signed-in user's read (features/auth owns it); approval changes the role it carries. */
const AUTH_USER_KEY = ["/api/auth/user"] as const;

/** After submitting: waiting for review, approved (on to the dashboard) or rejected with the reviewer's reason. */
export function ApplicationStatus({ application, onEdit }: { application: CourierApplication; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const approved = application.status === "approved";
  useEffect(() => {
    if (approved) void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
  }, [approved, queryClient]);

  if (application.status === "approved") {
    return (
      <section className="grid gap-3" aria-labelledby="status-title" data-testid="status-approved">
        <h2 id="status-title" className="text-xl font-semibold">You're approved</h2>
        <p className="text-muted-foreground">Welcome to Tavola's couriers. Your dashboard is ready.</p>
        <Button asChild className="justify-self-start">
          <Link href="/courier-dashboard">Open the Courier Dashboard</Link>
        </Button>
      </section>
    );
  }
  if (application.status === "rejected") {
    return (
      <section className="grid gap-3" aria-labelledby="status-title" data-testid="status-rejected">
        <h2 id="status-title" className="text-xl font-semibold">Your application was not approved</h2>
        <p className="rounded-md border p-3 text-sm">
          <span className="font-medium">Reason: </span>
          <span data-testid="text-rejection-reason">{application.rejectionReason}</span>
        </p>
        <p className="text-muted-foreground">Fix what the reviewer asked for and submit again.</p>
        <Button className="justify-self-start" onClick={onEdit} data-testid="button-edit-application">
          Edit and resubmit
        </Button>
      </section>
    );
  }
  return (
    <section className="grid gap-3" aria-labelledby="status-title" data-testid="status-applied">
      <h2 id="status-title" className="text-xl font-semibold">Application received</h2>
      <p className="text-muted-foreground">
        Status: <strong>Applied</strong>. A Tavola reviewer checks your documents; this page shows their decision.
      </p>
    </section>
  );
}
