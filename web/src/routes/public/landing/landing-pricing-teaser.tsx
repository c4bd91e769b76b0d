import { FREE_TRIAL_DAYS, PRICING_PLANS } from "@tavola/contracts";
import { ArrowRight, Check } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatInteger } from "@/lib/format";
import { cn } from "@/lib/utils";

const formatPlanPrice = (priceCents: number | null) =>
  priceCents === null ? "Custom" : `$${Number.isSafeInteger(priceCents / 100) ? formatInteger(priceCents / 100) : (priceCents / 100).toLocaleString("en-US")}`;

/** A glance at the plans (spec section 9); the full comparison lives on /pricing. */
export function LandingPricingTeaser() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-32 border-y bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6">
        <div className="grid gap-3 text-center">
          <h2 id="pricing-title" className="text-3xl font-bold tracking-tight">
            Simple, Transparent Pricing
          </h2>
          <p className="mx-auto max-w-2xl text-muted-foreground">
            A {FREE_TRIAL_DAYS}-day free trial on every restaurant plan, and no setup fee.
          </p>
        </div>
        <ul className="grid gap-6 md:grid-cols-3">
          {PRICING_PLANS.map((plan) => (
            <li
              key={plan.id}
              className={cn(
                "grid content-start gap-4 rounded-xl border bg-card p-6",
                plan.mostPopular && "border-primary shadow-md ring-1 ring-primary",
              )}
              data-testid={`card-plan-${plan.id}`}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">{plan.name}</h3>
                {plan.mostPopular ? <Badge>Most Popular</Badge> : null}
              </div>
              <p>
                <span className="text-3xl font-bold">{formatPlanPrice(plan.priceCents)}</span>
                {plan.period ? <span className="text-muted-foreground">/{plan.period}</span> : null}
              </p>
              <ul className="grid gap-2 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2">
                    <Check aria-hidden="true" className="size-4 text-primary" />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="flex justify-center">
          <Button asChild size="lg" variant="outline" data-testid="link-pricing">
            <Link href="/pricing">
              Compare all plans
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
