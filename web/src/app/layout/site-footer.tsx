import { COPYRIGHT_YEAR } from "@tavola/contracts";
import { UtensilsCrossed } from "lucide-react";
import { Link } from "wouter";
import { FOOTER_COLUMNS } from "./footer-links";
import { SocialIcons } from "./social-icons";

/** Spec section 2: the site-wide footer — four link columns, the copyright year and social icons. */
export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_3fr]">
        <div className="grid content-start gap-3">
          <p className="flex items-center gap-2 font-semibold tracking-tight">
            <UtensilsCrossed aria-hidden="true" className="size-5 text-primary" />
            Tavola
          </p>
          <p className="max-w-xs text-sm text-muted-foreground">
            The modern hospitality platform for restaurants, couriers, customers and enterprise catering.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {FOOTER_COLUMNS.map((column) => {
            const headingId = `footer-${column.title.toLowerCase()}`;
            return (
              <nav key={column.title} aria-labelledby={headingId} data-testid={`footer-column-${column.title.toLowerCase()}`}>
                <h2 id={headingId} className="mb-3 text-sm font-semibold">
                  {column.title}
                </h2>
                <ul className="grid text-sm sm:gap-2">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        className="inline-flex min-h-11 items-center rounded-sm text-muted-foreground transition-colors hover:text-foreground sm:min-h-0"
                        data-testid={`link-footer-${link.href.slice(1)}`}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            );
          })}
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row sm:px-6">
          <p className="text-sm text-muted-foreground" data-testid="text-copyright">
            © {COPYRIGHT_YEAR} Tavola. All rights reserved.
          </p>
          <SocialIcons />
        </div>
      </div>
    </footer>
  );
}
