import { ArrowRight, Check } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { CtaBanner } from "@/features/marketing/components/cta-banner";
import { IconCard } from "@/features/marketing/components/icon-card";
import { PageHero } from "@/features/marketing/components/page-hero";
import { SectionHeading } from "@/features/marketing/components/section-heading";
import { AUDIENCES, PLATFORM_HIGHLIGHTS } from "@/features/marketing/data/features-catalog";

/** /features — what the platform does, then what each audience gets (spec section 1). */
export function FeaturesPage() {
  return (
    <div data-testid="page-features">
      <PageHero
        eyebrow="Features"
        title="Everything hospitality needs, on one platform"
        description="Tavola connects customers, restaurants, couriers, enterprise clients and executives — from the first order to the last crumb of data."
        testId="hero-features"
      >
        <nav aria-label="Features by audience" className="flex flex-wrap justify-center gap-2">
          {AUDIENCES.map(({ id, title, icon: Icon }) => (
            <Button key={id} asChild variant="outline" size="sm" data-testid={`link-audience-${id}`}>
              <a href={`#${id}`}>
                <Icon aria-hidden="true" />
                {title}
              </a>
            </Button>
          ))}
        </nav>
      </PageHero>

      <section aria-labelledby="highlights-title" className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6">
        <SectionHeading
          id="highlights-title"
          title="Platform highlights"
          description="The capabilities every side of the table shares."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PLATFORM_HIGHLIGHTS.map(({ id, icon, title, text }) => (
            <li key={id}>
              <IconCard icon={icon} title={title} description={text} testId={`card-highlight-${id}`} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="audiences-title" className="border-y bg-muted/40">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6">
          <SectionHeading
            id="audiences-title"
            title="Built for every side of the table"
            description="Each audience gets its own tools, designed around how they work."
          />
          <div className="grid gap-6 lg:grid-cols-2">
            {AUDIENCES.map(({ id, icon, title, lead, features, cta }) => (
              <article
                key={id}
                id={id}
                // An odd last card (five audiences) takes the full row instead of leaving a hole.
                className="scroll-mt-24 lg:[&:last-child:nth-child(odd)]:col-span-2"
                aria-label={`For ${title}`}
              >
                <IconCard icon={icon} title={`For ${title}`} description={lead} testId={`card-audience-${id}`}>
                  <ul className="grid gap-2.5 text-sm">
                    {features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                        <span>{feature}</span>
                      </li>
                    ))}
                  </ul>
                  <Button asChild variant="link" className="mt-4 px-0 sm:h-auto" data-testid={`link-audience-cta-${id}`}>
                    <Link href={cta.href}>
                      {cta.label}
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                </IconCard>
              </article>
            ))}
          </div>
        </div>
      </section>

      <div className="pt-20">
        <CtaBanner
          id="features-cta-title"
          title="See it working"
          description="Walk through the platform as a restaurant, a customer, a courier or an enterprise client."
        >
          <Button asChild size="lg" data-testid="link-features-demos">
            <Link href="/demos">Explore the demos</Link>
          </Button>
          <Button asChild size="lg" variant="outline" data-testid="link-features-pricing">
            <Link href="/pricing">View pricing</Link>
          </Button>
        </CtaBanner>
      </div>
    </div>
  );
}
