import { Quote } from "lucide-react";

const TESTIMONIALS = [
  {
    quote: "Our margins went up the month we moved our delivery to Tavola, and the guests noticed the care.",
    name: "Giulia Bellini",
    role: "Owner, Trattoria Bellini",
  },
  {
    quote: "Transparent earnings and fair bidding — I finally know what a shift is worth before I start it.",
    name: "Marcus Okafor",
    role: "Elite Courier",
  },
  {
    quote: "We cater forty team lunches a month. One request, one quote, and it simply arrives on time.",
    name: "Sofie Lindqvist",
    role: "Office Manager, Northwind",
  },
] as const;

export function LandingTestimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="testimonials-title" className="mb-10 text-center text-3xl font-bold tracking-tight">
        Loved by Hospitality Teams
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map(({ quote, name, role }) => (
          <li key={name}>
            <figure className="grid h-full content-between gap-6 rounded-xl border bg-card p-6" data-testid="card-testimonial">
              <blockquote className="grid gap-3">
                <Quote aria-hidden="true" className="size-6 text-primary" />
                <p className="text-pretty">{quote}</p>
              </blockquote>
              <figcaption className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-primary/15 font-semibold text-primary"
                >
                  {name.charAt(0)}
                </span>
                <span className="grid text-sm">
                  <span className="font-semibold">{name}</span>
                  <span className="text-muted-foreground">{role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
