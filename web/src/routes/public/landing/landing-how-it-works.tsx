import { ArrowRight, Link2, Sparkles, Truck } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

const STEPS = [
  {
    icon: Link2,
    title: "Connect",
    text: "Restaurants, couriers and guests join one platform — onboarding takes minutes, not weeks.",
  },
  {
    icon: Sparkles,
    title: "Curate",
    text: "AI-driven recommendations match every guest with the dishes and places they will love.",
  },
  {
    icon: Truck,
    title: "Deliver",
    text: "White-glove delivery, dine-in check-in and catering, tracked in real time from kitchen to table.",
  },
] as const;

export function LandingHowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-32 border-y bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6">
        <div className="grid gap-3 text-center">
          <h2 id="how-title" className="text-3xl font-bold tracking-tight">
            How It Works
          </h2>
          <p className="mx-auto max-w-2xl text-muted-foreground">Three steps from the first hello to the last bite.</p>
        </div>
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="relative grid gap-3 rounded-xl border bg-card p-6" data-testid={`step-${title.toLowerCase()}`}>
              <div className="flex items-center gap-3">
                <span className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                  {i + 1}
                </span>
                <Icon aria-hidden="true" className="size-5 text-primary" />
              </div>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
        <div className="flex justify-center">
          <Button asChild size="lg" data-testid="link-how-demos">
            <Link href="/demos">
              Explore the Demos
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
