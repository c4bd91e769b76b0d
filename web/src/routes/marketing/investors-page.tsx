import { ArrowRight, Info, Mail } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CtaBanner } from "@/features/marketing/components/cta-banner";
import { IconCard } from "@/features/marketing/components/icon-card";
import { PageHero } from "@/features/marketing/components/page-hero";
import { SectionHeading } from "@/features/marketing/components/section-heading";
import {
  ILLUSTRATIVE_TRACTION,
  MARKET_POINTS,
  REVENUE_SIDES,
} from "@/features/marketing/data/investor-overview";

/** /investors — market, multi-sided model, illustrative traction and a contact call to action. */
export function InvestorsPage() {
  return (
    <div data-testid="page-investors">
      <PageHero
        eyebrow="Investors"
        title="One platform for the whole hospitality economy"
        description="Tavola brings restaurants, couriers, customers and enterprise clients onto a single network — and earns from each side."
        testId="hero-investors"
      >
        <Button asChild size="lg" data-testid="link-investors-contact-hero">
          <Link href="/contact">
            <Mail aria-hidden="true" />
            Contact investor relations
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" data-testid="link-investors-demos">
          <Link href="/demos">See the product</Link>
        </Button>
      </PageHero>

      <section aria-labelledby="market-title" className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6">
        <SectionHeading
          id="market-title"
          title="The market"
          description="Hospitality runs on disconnected tools. The gap is where Tavola sits."
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {MARKET_POINTS.map(({ id, title, text }) => (
            <li key={id}>
              <Card className="h-full" data-testid={`card-market-${id}`}>
                <CardHeader>
                  <CardTitle>{title}</CardTitle>
                  <CardDescription className="leading-relaxed">{text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="model-title" className="border-y bg-muted/40">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6">
          <SectionHeading
            id="model-title"
            title="A multi-sided model"
            description="Every side makes the others more valuable: more restaurants bring more guests, more orders bring more couriers."
          />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {REVENUE_SIDES.map(({ id, icon, title, model }) => (
              <li key={id}>
                <IconCard icon={icon} title={title} description={model} testId={`card-model-${id}`} />
              </li>
            ))}
          </ul>
          <Button asChild variant="link" className="justify-self-center" data-testid="link-investors-pricing">
            <Link href="/pricing">
              Full pricing
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="traction-title" className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6">
        <div className="grid justify-items-center gap-4">
          <SectionHeading id="traction-title" title="Traction" />
          <Badge variant="outline" className="gap-1.5" data-testid="badge-illustrative">
            <Info aria-hidden="true" className="size-3.5" />
            Illustrative figures
          </Badge>
        </div>
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ILLUSTRATIVE_TRACTION.map(({ id, value, label }) => (
            <div key={id} className="grid gap-1 rounded-xl border bg-card p-6 text-center" data-testid={`stat-${id}`}>
              <dt className="order-2 text-sm text-muted-foreground">{label}</dt>
              <dd className="order-1 text-4xl font-bold tracking-tight text-primary">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mx-auto max-w-2xl text-center text-sm text-muted-foreground" data-testid="text-illustrative-note">
          These figures illustrate the model at an early stage. They are not audited results or forecasts; ask us
          for the current numbers.
        </p>
      </section>

      <CtaBanner
        id="investors-cta-title"
        title="Let's talk"
        description="Request the deck, the data room or a walkthrough of the platform with the founders."
      >
        <Button asChild size="lg" data-testid="link-investors-contact">
          <Link href="/contact">
            <Mail aria-hidden="true" />
            Contact us
          </Link>
        </Button>
      </CtaBanner>
    </div>
  );
}
