import { ArrowRight, Bike, ChefHat, UtensilsCrossed } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const AUDIENCES = [
  {
    icon: UtensilsCrossed,
    title: "For Customers",
    text: "Curated dining, personalised service, real-time tracking and loyalty rewards.",
  },
  {
    icon: ChefHat,
    title: "For Restaurants",
    text: "Own your brand, your margins and your analytics — from onboarding to point-of-sale.",
  },
  {
    icon: Bike,
    title: "For Couriers",
    text: "Elite delivery with premium rewards, transparent earnings and fair, regulated bidding.",
  },
] as const;

const HERO_DISHES = ["dish-starters", "dish-mains", "dish-desserts"] as const;

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      {/* A soft warm wash behind the headline; purely decorative. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-primary/15 via-primary/5 to-transparent"
      />
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 pb-12 pt-16 text-center sm:px-6 sm:pt-24">
        <p className="rounded-full border bg-background/60 px-3 py-1 text-xs font-medium text-muted-foreground">
          Delivery · Dine-in · Catering · Loyalty
        </p>
        <h1 id="hero-title" className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl" data-testid="text-hero-title">
          Modern Hospitality Platform
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          White-glove delivery, dine-in check-in, catering and loyalty — one platform for restaurants, couriers,
          customers and enterprise clients.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" data-testid="link-hero-demos">
            <Link href="/demos">
              Explore the demos
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" data-testid="link-hero-how">
            <a href="#how-it-works">How it works</a>
          </Button>
        </div>
        <div className="mt-4 flex items-end justify-center gap-3 sm:gap-6" aria-hidden="true">
          {HERO_DISHES.map((dish, i) => (
            <img
              key={dish}
              src={`/illustrations/${dish}.webp`}
              alt=""
              width={i === 1 ? 128 : 96}
              height={i === 1 ? 128 : 96}
              className={i === 1 ? "size-24 rounded-2xl shadow-sm sm:size-32" : "size-20 rounded-2xl shadow-sm sm:size-24"}
            />
          ))}
        </div>
      </div>
      <h2 id="audiences-title" className="sr-only">
        Who Tavola is for
      </h2>
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 sm:px-6 md:grid-cols-3" aria-labelledby="audiences-title">
        {AUDIENCES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full" data-testid={`card-audience-${title.split(" ")[1]?.toLowerCase()}`}>
              <CardHeader>
                <Icon aria-hidden="true" className="mb-2 size-8 text-primary" />
                <CardTitle>{title}</CardTitle>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
