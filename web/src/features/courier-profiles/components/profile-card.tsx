import { COURIER_VEHICLE_LABELS, type CourierProfile } from "@tavola/contracts";
import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

const percent = (rate: number | null) => (rate === null ? "—" : `${Math.round(rate * 100)} %`);

/** One courier's public face: first name, vehicle, deliveries, on-time rate and the customers' rating. */
export function ProfileCard({ profile, children }: { profile: CourierProfile; children?: ReactNode }) {
  return (
    <Card data-testid={`card-courier-profile-${profile.userId}`}>
      <CardContent className="grid gap-3 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold">{profile.firstName}</h2>
          <span className="text-sm text-muted-foreground">{profile.vehicle ? COURIER_VEHICLE_LABELS[profile.vehicle] : "Vehicle not given"}</span>
        </div>
        {profile.bio && <p className="text-sm">{profile.bio}</p>}
        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
          <div className="rounded-lg bg-muted p-2">
            <dt className="text-xs text-muted-foreground">Deliveries</dt>
            <dd className="text-lg font-semibold" data-testid="text-profile-deliveries">{profile.deliveries}</dd>
          </div>
          <div className="rounded-lg bg-muted p-2">
            <dt className="text-xs text-muted-foreground">On time</dt>
            <dd className="text-lg font-semibold" data-testid="text-profile-on-time">{percent(profile.onTimeRate)}</dd>
          </div>
          <div className="rounded-lg bg-muted p-2">
            <dt className="text-xs text-muted-foreground">Rating</dt>
            <dd className="flex items-center justify-center gap-1 text-lg font-semibold" data-testid="text-profile-rating">
              {profile.rating === null ? (
                "—"
              ) : (
                <>
                  <Star aria-hidden="true" className="size-4 fill-current text-amber-500" />
                  {profile.rating.toFixed(1)}
                  <span className="sr-only"> out of 5</span>
                </>
              )}
            </dd>
            <dd className="text-xs text-muted-foreground">{profile.ratings === 1 ? "1 rating" : `${profile.ratings} ratings`}</dd>
          </div>
        </dl>
        {children}
      </CardContent>
    </Card>
  );
}
