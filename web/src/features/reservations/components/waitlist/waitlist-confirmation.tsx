import { CheckCircle2, Hourglass } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import type { JoinedWaitlist } from "../../api/waitlist-api";
import { formatDayInZone, formatGuests } from "../../lib/reservation-rules";
import { formatWindow } from "../../lib/waitlist-view";

/** After joining: the place's reference, the range asked for, and the link where an offer will appear. */
export function WaitlistConfirmation({ joined, timezone, onDone }: { joined: JoinedWaitlist; timezone: string | undefined; onDone: () => void }) {
  const { entry, manageUrl } = joined;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card className="mx-auto w-full max-w-2xl" role="region" aria-labelledby="waitlist-joined-title" data-testid="panel-waitlist-joined">
      <CardHeader className="items-center text-center">
        <div className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <CheckCircle2 aria-hidden="true" className="size-8" />
        </div>
        <h2 id="waitlist-joined-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight focus:outline-none">
          You're on the waitlist
        </h2>
        <p className="text-muted-foreground">
          Your reference is{" "}
          <strong className="font-mono text-foreground" data-testid="text-waitlist-reference">
            {entry.reference}
          </strong>
          . {entry.restaurant.name} will offer you a table for {formatGuests(entry.partySize)} on {formatDayInZone(entry.windowStart, timezone)} between{" "}
          {formatWindow(entry, timezone)} if one frees up.
        </p>
      </CardHeader>
      <CardContent>
        <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm">
          <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Keep this link: an offer shows there, and you book it with one tap before it expires.
        </p>
      </CardContent>
      <CardFooter className="flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild className="w-full sm:w-auto">
          <Link href={manageUrl} data-testid="link-waitlist">
            View your waitlist place
          </Link>
        </Button>
        <Button variant="outline" className="w-full sm:w-auto" onClick={onDone}>
          Back to Reserve a Table
        </Button>
      </CardFooter>
    </Card>
  );
}
