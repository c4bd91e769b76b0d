import { Hourglass } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import type { JoinedWaitlist } from "../../api/waitlist-api";
import { formatDayInZone, formatGuests } from "../../lib/reservation-rules";
import { formatWindow } from "../../lib/waitlist-view";
import { ConfirmationHeader } from "../shared/confirmation-header";

/** After joining: the place's reference, the range asked for, and the link where an offer will appear. */
export function WaitlistConfirmation({ joined, timezone, onDone }: { joined: JoinedWaitlist; timezone: string | undefined; onDone: () => void }) {
  const { entry, manageUrl } = joined;
  return (
    <Card className="mx-auto w-full max-w-2xl" role="region" aria-labelledby="waitlist-joined-title" data-testid="panel-waitlist-joined">
      <ConfirmationHeader titleId="waitlist-joined-title" title="You're on the waitlist">
        Your reference is{" "}
        <strong className="font-mono text-foreground" data-testid="text-waitlist-reference">
          {entry.reference}
        </strong>
        . {entry.restaurant.name} will offer you a table for {formatGuests(entry.partySize)} on {formatDayInZone(entry.windowStart, timezone)} between{" "}
        {formatWindow(entry, timezone)} if one frees up.
      </ConfirmationHeader>
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
