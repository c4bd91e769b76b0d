import type { PRICING_PLANS } from "@tavola/contracts";
import { Check, Star } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { formatWholeUsd } from "@/lib/format";

export type PricingPlan = (typeof PRICING_PLANS)[number];

const PLAN_COPY: Record<PricingPlan["id"], { description: string; cta: string; href: string }> = {
  starter: { description: "For a single restaurant getting started.", cta: "Start free trial", href: "/restaurant-onboarding" },
  professional: { description: "For growing restaurants with several sites.", cta: "Start free trial", href: "/restaurant-onboarding" },
  enterprise: { description: "For groups and chains with custom needs.", cta: "Contact sales", href: "/contact" },
};

/** One plan from PRICING_PLANS; a plan without a price is "Custom" (spec section 9: Enterprise). */
export function PricingPlanCard({ plan }: { plan: PricingPlan }) {
  const copy = PLAN_COPY[plan.id];
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className={cn("relative flex h-full flex-col", plan.mostPopular && "border-2 border-primary shadow-lg lg:-my-4 lg:py-4")}
      data-testid={`card-plan-${plan.id}`}
    >
      {plan.mostPopular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 gap-1 px-3 py-1" data-testid="badge-most-popular">
          <Star aria-hidden="true" className="size-3 fill-current" />
          Most Popular
        </Badge>
      ) : null}
      <CardHeader>
        <h3 id={titleId} className="text-xl font-semibold" data-testid={`text-plan-name-${plan.id}`}>
          {plan.name}
        </h3>
        <CardDescription>{copy.description}</CardDescription>
        <p className="mt-4 flex items-baseline gap-1" data-testid={`text-plan-price-${plan.id}`}>
          {plan.priceCents === null ? (
            <span className="text-4xl font-bold tracking-tight">Custom</span>
          ) : (
            <>
              <span className="text-4xl font-bold tracking-tight">{formatWholeUsd(plan.priceCents)}</span>
              <span className="text-muted-foreground">/{plan.period}</span>
            </>
          )}
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-3 text-sm" aria-label={`${plan.name} includes`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          asChild
          className="w-full"
          variant={plan.mostPopular ? "default" : "outline"}
          data-testid={`link-plan-cta-${plan.id}`}
        >
          <Link href={copy.href} aria-label={`${copy.cta} — ${plan.name}`}>
            {copy.cta}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
