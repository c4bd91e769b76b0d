import { Link } from "wouter";

/** Spec: the landing's own (second) footer, with the audience and company pages. */
const LANDING_FOOTER_LINKS = [
  { href: "/restaurants", label: "Restaurants" },
  { href: "/couriers", label: "Couriers" },
  { href: "/customers", label: "Customers" },
  { href: "/about", label: "About" },
  { href: "/careers", label: "Careers" },
  { href: "/press", label: "Press" },
  { href: "/help", label: "Help" },
  { href: "/accessibility", label: "Accessibility" },
] as const;

export function LandingFooter() {
  return (
    <footer className="border-t" data-testid="landing-footer">
      <nav aria-label="More from Tavola" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm">
          {LANDING_FOOTER_LINKS.map(({ href, label }) => (
            <li key={href}>
              <Link
                href={href}
                className="rounded-sm text-muted-foreground transition-colors hover:text-foreground"
                data-testid={`link-landing-footer-${href.slice(1)}`}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
