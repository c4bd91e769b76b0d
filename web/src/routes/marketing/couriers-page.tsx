import {
  COURIER_COMMISSION_PERCENT,
  COURIER_SPEED_KMH,
  COURIER_VEHICLE_LABELS,
  COURIER_VEHICLES,
  DISPATCH_RANGE_KM,
  FEE_BASE_CENTS,
  FEE_CAP_RATIO,
  FEE_PER_KM_CENTS,
  FEE_PER_MINUTE_CENTS,
  SCORE_WEIGHTS,
} from "@tavola/contracts";
import { ArrowRight, Award, Gavel, Receipt, Truck } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHero } from "@/features/marketing/components/page-hero";
import { SectionHeading } from "@/features/marketing/components/section-heading";

const pct = (n: number) => `${Math.round(n * 100)} %`;

/** The spec's four promises to couriers, each with what backs it on the platform. */
const PROMISES = [
  { id: "elite", icon: Truck, title: "Elite delivery", text: `Jobs within ${DISPATCH_RANGE_KM} km of you, one run at a time, with the customer's code as proof at the door.` },
  { id: "rewards", icon: Award, title: "Premium rewards", text: "Tips go 100 % to you. Night, rain and peak hours raise the fee band." },
  { id: "earnings", icon: Receipt, title: "Transparent earnings", text: `Courier commission ${COURIER_COMMISSION_PERCENT}% per successful delivery, weekly payouts, with a statement for every week.` },
  { id: "bidding", icon: Gavel, title: "A regulated bidding system for deliveries", text: "Every job has a published fee band; the winner is chosen by a published score, and every bidder is told why." },
] as const;

/** /couriers — for couriers: the spec's promises, the published rules behind them, and the way in. */
export function CouriersPage() {
  return (
    <div data-testid="page-couriers">
      <PageHero eyebrow="For Couriers" title="Elite delivery with premium rewards." description="Elite delivery, premium rewards, transparent earnings, a regulated bidding system for deliveries." testId="hero-couriers">
        <Button asChild size="lg" data-testid="link-couriers-apply">
          <Link href="/courier-onboarding">
            Become a Courier
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" data-testid="link-couriers-demo">
          <Link href="/demo/courier/dashboard">See the courier dashboard</Link>
        </Button>
      </PageHero>

      <section aria-labelledby="promises-title" className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6">
        <SectionHeading id="promises-title" title="What you get" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PROMISES.map(({ id, icon: Icon, title, text }) => (
            <li key={id} data-testid={`promise-${id}`}>
              <Card className="h-full">
                <CardHeader className="gap-3">
                  <Icon aria-hidden="true" className="size-6 text-primary" />
                  <CardTitle className="text-lg">{title}</CardTitle>
                </CardHeader>
                <CardContent className="text-sm text-muted-foreground">{text}</CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="rules-title" className="mx-auto grid max-w-4xl gap-6 px-4 pb-20 sm:px-6">
        <SectionHeading id="rules-title" title="The rules, published" description="The same formulas the server uses to set fees, pick winners and time your arrival." />
        <dl className="grid gap-4 text-sm">
          <div className="rounded-lg border p-4" data-testid="rule-fee-band">
            <dt className="font-semibold">Fee band</dt>
            <dd className="text-muted-foreground">
              Floor = ${(FEE_BASE_CENTS / 100).toFixed(2)} + ${(FEE_PER_KM_CENTS / 100).toFixed(2)} per km + ${(FEE_PER_MINUTE_CENTS / 100).toFixed(2)} per expected minute, raised 20 % at night, 25 % in rain and 15 % at peak;
              cap = {FEE_CAP_RATIO} × floor. Bids must lie inside the band; without bids the job is assigned at the cap.
            </dd>
          </div>
          <div className="rounded-lg border p-4" data-testid="rule-score">
            <dt className="font-semibold">Who wins</dt>
            <dd className="text-muted-foreground">
              Score = {pct(SCORE_WEIGHTS.price)} price within the band + {pct(SCORE_WEIGHTS.pickup)} time to pickup + {pct(SCORE_WEIGHTS.reliability)} on-time record + {pct(SCORE_WEIGHTS.fairness)} fairness
              (less work today scores higher). A run you give back counts as a late delivery.
            </dd>
          </div>
          <div className="rounded-lg border p-4" data-testid="rule-speeds">
            <dt className="font-semibold">Arrival times customers see</dt>
            <dd className="text-muted-foreground">
              From your live position at city speeds: {COURIER_VEHICLES.map((v) => `${COURIER_VEHICLE_LABELS[v]} ${COURIER_SPEED_KMH[v]} km/h`).join(", ")}. Your position is shared only during a run, only with that
              order's customer and restaurant, and deleted after 30 days.
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
