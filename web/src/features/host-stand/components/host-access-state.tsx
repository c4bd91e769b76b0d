import { LogIn, RefreshCw, Store } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { getErrorMessage, getErrorStatus } from "@/lib/api-client";

function StateCard({ icon, title, children, testId }: { icon: ReactNode; title: string; children: ReactNode; testId: string }) {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-20 text-center" data-testid={testId}>
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">{icon}</span>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}

/**
 * Why a host screen cannot show: not on a restaurant team (403), signed out meanwhile (401), or the
 * server failed (anything else, with a retry).
 */
export function HostAccessState({ error, onRetry, returnTo }: { error: unknown; onRetry: () => void; returnTo: string }) {
  const status = getErrorStatus(error);
  if (status === 403) {
    return (
      <StateCard icon={<Store aria-hidden="true" className="size-7" />} title="This page is for restaurant teams" testId="state-not-restaurant-team">
        <p className="text-muted-foreground">
          Your account is not on a restaurant's team. If you work at a Tavola restaurant, ask its owner to add you. To book a table for yourself, use
          Reserve a Table.
        </p>
        <Button asChild size="lg">
          <Link href="/tables">Reserve a table</Link>
        </Button>
      </StateCard>
    );
  }
  if (status === 401) {
    return (
      <StateCard icon={<LogIn aria-hidden="true" className="size-7" />} title="Please sign in" testId="state-signed-out">
        <p className="text-muted-foreground">Your session has ended. Sign in again to see your restaurant's floor.</p>
        <Button asChild size="lg">
          <Link href={`/login?next=${encodeURIComponent(returnTo)}`}>Sign in</Link>
        </Button>
      </StateCard>
    );
  }
  return (
    <StateCard icon={<RefreshCw aria-hidden="true" className="size-7" />} title="This page didn't load" testId="state-load-error">
      <p className="text-muted-foreground" role="alert">
        {getErrorMessage(error)}
      </p>
      <Button size="lg" onClick={onRetry}>
        Try again
      </Button>
    </StateCard>
  );
}
