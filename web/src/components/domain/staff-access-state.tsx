import { LogIn, RefreshCw, Store } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { getErrorMessage, getErrorStatus } from "@/lib/api-client";
import { loginHref } from "@/lib/safe-next";

function StateCard({ icon, title, children, testId }: { icon: ReactNode; title: string; children: ReactNode; testId: string }) {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-20 text-center" data-testid={testId}>
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">{icon}</span>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}

/** The words of one staff screen's states. */
export type StaffAccessTexts = {
  /** 403: the account is not on a restaurant's team. */
  notOnTeamTitle: string;
  notOnTeamText: string;
  /** Where a guest goes instead. */
  elsewhere: { href: string; label: string };
  /** 401: the session ended; says what signing in again shows. */
  signedOutText: string;
  /** Anything else: the server failed (with a retry). */
  loadErrorTitle: string;
};

/**
 * Why a staff screen cannot show: not on a restaurant team (403), signed out meanwhile (401), or the
 * server failed (anything else, with a retry).
 */
export function StaffAccessState({ error, onRetry, returnTo, texts }: { error: unknown; onRetry: () => void; returnTo: string; texts: StaffAccessTexts }) {
  const status = getErrorStatus(error);
  if (status === 403) {
    return (
      <StateCard icon={<Store aria-hidden="true" className="size-7" />} title={texts.notOnTeamTitle} testId="state-not-restaurant-team">
        <p className="text-muted-foreground">{texts.notOnTeamText}</p>
        <Button asChild size="lg">
          <Link href={texts.elsewhere.href}>{texts.elsewhere.label}</Link>
        </Button>
      </StateCard>
    );
  }
  if (status === 401) {
    return (
      <StateCard icon={<LogIn aria-hidden="true" className="size-7" />} title="Please sign in" testId="state-signed-out">
        <p className="text-muted-foreground">{texts.signedOutText}</p>
        <Button asChild size="lg">
          <Link href={loginHref(returnTo, window.location.origin)}>Sign in</Link>
        </Button>
      </StateCard>
    );
  }
  return (
    <StateCard icon={<RefreshCw aria-hidden="true" className="size-7" />} title={texts.loadErrorTitle} testId="state-load-error">
      <p className="text-muted-foreground" role="alert">
        {getErrorMessage(error)}
      </p>
      <Button size="lg" onClick={onRetry}>
        Try again
      </Button>
    </StateCard>
  );
}
