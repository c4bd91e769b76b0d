import { ArrowRight, Check, LayoutDashboard, Rocket } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import {
  DEMO_PERSONAS,
  FEATURE_SHORTCUTS,
  HUB_FOOTER_LINKS,
  type DemoPersona,
} from "@/features/demos/components/demo-personas";

function PersonaCard({ persona }: { persona: DemoPersona }) {
  const Icon = persona.icon;
  const titleId = `persona-${persona.id}-title`;
  return (
    <Card
      className="flex flex-col p-6 motion-safe:transition-shadow hover:shadow-md"
      aria-labelledby={titleId}
      role="region"
      data-testid={`card-persona-${persona.id}`}
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 id={titleId} className="mt-4 text-xl font-semibold tracking-tight">
        {persona.title}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{persona.description}</p>
      <ul className="mt-4 grid flex-1 gap-2 text-sm">
        {persona.highlights.map((highlight) => (
          <li key={highlight} className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {highlight}
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-2">
        <Button asChild>
          <Link href={persona.onboardingHref} data-testid={`link-${persona.id}-onboarding`}>
            <Rocket aria-hidden="true" />
            Start Onboarding
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={persona.dashboardHref} data-testid={`link-${persona.id}-dashboard`}>
            <LayoutDashboard aria-hidden="true" />
            View Dashboard
          </Link>
        </Button>
      </div>
    </Card>
  );
}

/** /demos: one place to try every persona's onboarding and dashboard, plus the feature screens. */
export function DemosHubPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16" data-testid="page-demos">
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-medium uppercase tracking-wide text-primary">Interactive demos</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">Experience Tavola</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Step into each side of the platform. Onboard as a restaurant, a customer, a courier or an enterprise
          client, then explore their dashboards with sample data.
        </p>
      </header>

      <section aria-label="Personas" className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {DEMO_PERSONAS.map((persona) => (
          <PersonaCard key={persona.id} persona={persona} />
        ))}
      </section>

      <section aria-labelledby="feature-shortcuts-title" className="mt-16">
        <h2 id="feature-shortcuts-title" className="text-2xl font-semibold tracking-tight">
          Feature Shortcuts
        </h2>
        <p className="mt-2 text-muted-foreground">Jump straight into a single feature.</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURE_SHORTCUTS.map(({ href, title, description, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="group flex h-full items-center gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm motion-safe:transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
                data-testid={`link-feature-${href.slice(1)}`}
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="grid flex-1 gap-0.5">
                  <span className="font-medium">{title}</span>
                  <span className="text-sm text-muted-foreground">{description}</span>
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 text-muted-foreground motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <nav aria-label="More of Tavola" className="mt-16 flex flex-wrap justify-center gap-3 border-t pt-8">
        {HUB_FOOTER_LINKS.map(({ href, label, testId }) => (
          <Button key={href} asChild variant="ghost">
            <Link href={href} data-testid={testId}>
              {label}
            </Link>
          </Button>
        ))}
      </nav>
    </div>
  );
}
