import { ArrowRight, Bike, CalendarDays, ChefHat, QrCode, Search, ShoppingBag, UtensilsCrossed } from "lucide-react";
import { useId, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const AUDIENCES = [
  {
    icon: UtensilsCrossed,
    title: "For Customers",
    text: "Curated dining, personalised service, real-time tracking and loyalty rewards.",
    href: "/order",
    cta: "Browse restaurants",
  },
  {
    icon: ChefHat,
    title: "For Restaurants",
    text: "Own your brand, your margins and your analytics — from onboarding to point-of-sale.",
    href: "/pricing",
    cta: "See plans for restaurants",
  },
  {
    icon: Bike,
    title: "For Couriers",
    text: "Elite delivery with premium rewards, transparent earnings and fair, regulated bidding.",
    href: "/courier-onboarding",
    cta: "Start delivering",
  },
] as const;

/** The three things a guest comes to do, first on the page (issue 16: the front door). */
const PRIMARY_ACTIONS = [
  { href: "/order", label: "Order", text: "Delivery or pickup", icon: ShoppingBag, testId: "link-hero-order" },
  { href: "/tables", label: "Book a table", text: "Reserve by date and time", icon: CalendarDays, testId: "link-hero-book" },
  { href: "/checkin", label: "Check in", text: "Scan your table's code", icon: QrCode, testId: "link-hero-checkin" },
] as const;

/**
 * Restaurant search: a plain GET form to /order?q=…, so it works before the app has started (the landing is
 * prerendered); once it has, the router navigates without a page load.
 */
function HeroSearch() {
  const [, navigate] = useLocation();
  const id = useId();
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const q = String(new FormData(e.currentTarget).get("q") ?? "").trim();
    navigate(q ? `/order?q=${encodeURIComponent(q)}` : "/order");
  }
  return (
    <form action="/order" method="get" role="search" onSubmit={onSubmit} className="flex w-full max-w-xl gap-2" data-testid="form-hero-search">
      <label htmlFor={id} className="sr-only">
        Search restaurants by name, cuisine or area
      </label>
      <div className="relative min-w-0 flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
        <input
          id={id}
          name="q"
          type="search"
          maxLength={80}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Restaurant, cuisine or area"
          className="h-12 w-full rounded-md border border-input bg-background pl-10 pr-3 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-testid="input-hero-search"
        />
      </div>
      <Button type="submit" size="lg" className="h-12" data-testid="button-hero-search">
        Search
      </Button>
    </form>
  );
}

const HERO_DISHES = ["dish-starters", "dish-pizza", "dish-desserts"] as const;

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      {/* A soft warm wash behind the headline; purely decorative. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-primary/15 via-primary/5 to-transparent"
      />
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 pb-12 pt-12 text-center sm:px-6 sm:pt-20">
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
        <HeroSearch />
        <ul className="grid w-full max-w-xl grid-cols-3 gap-2 sm:gap-3" aria-label="What would you like to do?">
          {PRIMARY_ACTIONS.map(({ href, label, text, icon: Icon, testId }) => (
            <li key={href}>
              <Link
                href={href}
                className="flex h-full min-h-24 flex-col items-center justify-center gap-1 rounded-xl border bg-card p-3 text-card-foreground shadow-sm transition-colors hover:border-primary/60 hover:bg-primary/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                data-testid={testId}
              >
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <span className="font-semibold leading-tight">{label}</span>
                <span className="hidden text-xs text-muted-foreground sm:block">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          <Link href="/demos" className="inline-flex min-h-11 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline" data-testid="link-hero-demos">
            Explore the demos
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <a href="#how-it-works" className="inline-flex min-h-11 items-center font-medium text-muted-foreground underline-offset-4 hover:underline" data-testid="link-hero-how">
            How it works
          </a>
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
        {AUDIENCES.map(({ icon: Icon, title, text, href, cta }) => (
          <li key={title}>
            <Card
              className="relative h-full transition-shadow focus-within:ring-2 focus-within:ring-ring hover:border-primary/60 hover:shadow-md"
              data-testid={`card-audience-${title.split(" ")[1]?.toLowerCase()}`}
            >
              <CardHeader>
                <Icon aria-hidden="true" className="mb-2 size-8 text-primary" />
                <CardTitle>{title}</CardTitle>
                <CardDescription>{text}</CardDescription>
                {/* One link per card, stretched over it: the whole card is the tap target. */}
                <Link href={href} className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-primary after:absolute after:inset-0 focus-visible:outline-none">
                  {cta}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
