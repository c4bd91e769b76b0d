import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CtaBanner } from "@/features/marketing/components/cta-banner";
import { PageHero } from "@/features/marketing/components/page-hero";
import { SectionHeading } from "@/features/marketing/components/section-heading";
import { AUDIENCE_JOURNEYS, PLATFORM_STEPS } from "@/features/marketing/data/how-it-works-steps";

/** /how-it-works — the platform loop, each audience's journey, and links to the demos, features and pricing. */
export function HowItWorksPage() {
  return (
    <div data-testid="page-how-it-works">
      <PageHero
        eyebrow="How It Works"
        title="From first order to loyal regular"
        description="One loop connects restaurants, couriers, customers and enterprise clients. Here is how it runs."
        testId="hero-how-it-works"
      >
        <Button asChild size="lg" data-testid="link-how-demos">
          <Link href="/demos">
            Explore the demos
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" data-testid="link-how-features">
          <Link href="/features">See all features</Link>
        </Button>
      </PageHero>

      <section aria-labelledby="steps-title" className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6">
        <SectionHeading id="steps-title" title="Four steps, every day" />
        <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {PLATFORM_STEPS.map(({ id, icon: Icon, title, text }, index) => (
            <li key={id} className="relative grid content-start gap-3" data-testid={`step-${id}`}>
              <div className="flex items-center gap-3">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-sm">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
              </div>
              <h3 className="text-xl font-semibold">{title}</h3>
              <p className="text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="journeys-title" className="border-y bg-muted/40">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6">
          <SectionHeading
            id="journeys-title"
            title="Your journey"
            description="Pick your side of the table and try it in the interactive demos — no sign-up needed."
          />
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {AUDIENCE_JOURNEYS.map(({ id, title, steps, demo }) => (
              <li key={id}>
                <Card className="flex h-full flex-col" data-testid={`card-journey-${id}`}>
                  <CardHeader>
                    <CardTitle>{title}</CardTitle>
                  </CardHeader>
                  <CardContent className="flex flex-1 flex-col justify-between gap-6">
                    <ol className="grid gap-3 text-sm">
                      {steps.map((step, index) => (
                        <li key={step} className="flex gap-3">
                          <span
                            aria-hidden="true"
                            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
                          >
                            {index + 1}
                          </span>
                          <span>{step}</span>
                        </li>
                      ))}
                    </ol>
                    <Button asChild variant="outline" className="w-full" data-testid={`link-journey-${id}`}>
                      <Link href={demo.href}>{demo.label}</Link>
                    </Button>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="pt-20">
        <CtaBanner
          id="how-cta-title"
          title="Ready when you are"
          description="Compare the plans — every restaurant plan starts with a free trial."
        >
          <Button asChild size="lg" data-testid="link-how-pricing">
            <Link href="/pricing">View pricing</Link>
          </Button>
          <Button asChild size="lg" variant="outline" data-testid="link-how-demos-footer">
            <Link href="/demos">Open the demo hub</Link>
          </Button>
        </CtaBanner>
      </div>
    </div>
  );
}
