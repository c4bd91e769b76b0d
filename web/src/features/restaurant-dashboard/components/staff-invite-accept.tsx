import { STAFF_ROLE_LABELS, type StaffInviteAccepted } from "@tavola/contracts";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useSession } from "@/features/auth/hooks/use-session";
import { parseApiError } from "@/lib/api-error";
import { loginHref } from "@/lib/safe-next";
import { useAcceptStaffInvite } from "../api/team";

/**
 * `/staff-invite?token=…` from the invitation mail: signed in with the invited address, one tap joins the
 * restaurant's team; signed out, sign in first (and come back here, link and all).
 */
export function StaffInviteAccept({ token }: { token: string | null }) {
  const { isAuthenticated, isLoading } = useSession();
  const accept = useAcceptStaffInvite();
  const [joined, setJoined] = useState<StaffInviteAccepted | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!token) return <p role="alert">This invitation link is incomplete. Open the link from the email again.</p>;
  if (isLoading) return null;
  if (joined) {
    return (
      <Card data-testid="card-invite-joined">
        <CardHeader>
          <CardTitle>You joined {joined.restaurantName}</CardTitle>
          <CardDescription>You are on the team as {STAFF_ROLE_LABELS[joined.role].toLowerCase()}.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link href="/restaurant-dashboard">Open the restaurant dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>You are invited to a restaurant's team</CardTitle>
        <CardDescription>Sign in with the email address the invitation was sent to, then join with one tap.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isAuthenticated ? (
          <Button
            disabled={accept.isPending}
            data-testid="button-accept-staff-invite"
            onClick={() =>
              accept.mutate(token, {
                onSuccess: (r) => setJoined(r),
                onError: (e) => setError(parseApiError(e).message),
              })
            }
          >
            {accept.isPending ? "Joining…" : "Join the team"}
          </Button>
        ) : (
          <Button asChild>
            <Link href={loginHref(`/staff-invite?token=${encodeURIComponent(token)}`, window.location.origin)}>Sign in to join</Link>
          </Button>
        )}
        {error ? (
          <p role="alert" className="text-sm text-destructive" data-testid="text-invite-error">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
