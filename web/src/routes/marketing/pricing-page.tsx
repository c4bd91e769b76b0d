import {
  B2B_CATERING_MIN_MONTHLY_CENTS,
  COURIER_COMMISSION_PERCENT,
  FREE_TRIAL_DAYS,
  PRICING_PLANS,
} from "@tavola/contracts";
import { Bike, BadgeCheck, CalendarClock, CreditCard, Gift, UtensilsCrossed } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { CtaBanner } from "@/features/marketing/components/cta-banner";
import { IconCard } from "@/features/marketing/components/icon-card";
import { PageHero } from "@/features/marketing/components/page-hero";
import { PricingPlanCard } from "@/features/marketing/components/pricing-plan-card";
import { SectionHeading } from "@/features/marketing/components/section-heading";
import { formatWholeUsd } from "@/lib/format";

/** Spec section 9's terms, each with an icon. */
const TERMS = [
  { id: "trial", icon: Gift, text: `${FREE_TRIAL_DAYS}-day free trial for restaurant plans` },
  { id: "setup", icon: BadgeCheck, text: "No setup fee" },
  { id: "changes", icon: CalendarClock, text: "Plan changes take effect next billing cycle" },
  {
    id: "payments",
    icon: CreditCard,
    text: "Payments via two payment partners (a card payment provider and a regional one)",
  },
] as const;

/** /pricing — spec section 9, with every figure taken from the contracts' constants. */
export function PricingPage() {
  return (
    <div data-testid="page-pricing">
      <PageHero
        eyebrow="Pricing"
        title="Simple pricing that grows with you"
        description={`Pick the plan that fits your restaurant today and change it any time. Every restaurant plan starts with a ${FREE_TRIAL_DAYS}-day free trial.`}
        testId="hero-pricing"
      />

      <section aria-labelledby="plans-title" className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6">
        <SectionHeading id="plans-title" title="Restaurant plans" description="Monthly plans, billed in US dollars." />
        <ul className="grid items-stretch gap-8 md:grid-cols-3">
          {PRICING_PLANS.map((plan) => (
            <li key={plan.id}>
              <PricingPlanCard plan={plan} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="partners-title" className="border-y bg-muted/40">
        <div className="mx-auto grid max-w-5xl gap-10 px-4 py-20 sm:px-6">
          <SectionHeading
            id="partners-title"
            title="Couriers and catering"
            description="The other sides of the platform pay only for what they use."
          />
          <div className="grid gap-6 md:grid-cols-2">
            <IconCard
              icon={Bike}
              title="Courier commission"
              description="Couriers keep the rest of every fee; earnings are shown per delivery."
              testId="card-courier-commission"
            >
              <p className="text-3xl font-bold tracking-tight" data-testid="text-courier-commission">
                {COURIER_COMMISSION_PERCENT}%{" "}
                <span className="text-base font-normal text-muted-foreground">per successful delivery</span>
              </p>
              <p className="mt-2 text-sm font-medium">Weekly payouts</p>
            </IconCard>
            <IconCard
              icon={UtensilsCrossed}
              title="B2B catering"
              description="Business-to-business catering with a dedicated specialist and detailed quotes."
              testId="card-b2b-catering"
            >
              <p className="text-3xl font-bold tracking-tight" data-testid="text-b2b-catering-min">
                From {formatWholeUsd(B2B_CATERING_MIN_MONTHLY_CENTS)}{" "}
                <span className="text-base font-normal text-muted-foreground">per month minimum</span>
              </p>
              <Button asChild variant="link" className="mt-2 px-0 sm:h-auto" data-testid="link-pricing-catering-request">
                <Link href="/catering-request">Request catering</Link>
              </Button>
            </IconCard>
          </div>
        </div>
      </section>

      <section aria-labelledby="terms-title" className="mx-auto grid max-w-5xl gap-8 px-4 py-20 sm:px-6">
        <SectionHeading id="terms-title" title="The fine print, in plain words" />
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="list-pricing-terms">
          {TERMS.map(({ id, icon: Icon, text }) => (
            <li key={id} className="flex items-start gap-3 rounded-xl border bg-card p-4" data-testid={`term-${id}`}>
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </section>

      <CtaBanner
        id="pricing-cta-title"
        title="Not sure which plan fits?"
        description="Try the restaurant demo first, or see everything the platform does."
      >
        <Button asChild size="lg" data-testid="link-pricing-demos">
          <Link href="/demos">Explore the demos</Link>
        </Button>
        <Button asChild size="lg" variant="outline" data-testid="link-pricing-features">
          <Link href="/features">See all features</Link>
        </Button>
      </CtaBanner>
    </div>
  );
}
