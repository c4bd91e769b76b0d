import { ArrowRight, Gift, type LucideIcon, PartyPopper, ShoppingBag } from "lucide-react";
import { Link } from "wouter";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type QuickAction = { href: string; title: string; text: string; icon: LucideIcon };

/** Spec section 2 (Home): the three quick-action cards. */
const QUICK_ACTIONS: readonly QuickAction[] = [
  { href: "/order", title: "Order Now", text: "Fast delivery with real-time tracking.", icon: ShoppingBag },
  { href: "/catering", title: "Catering", text: "Events and groups, quoted for you.", icon: PartyPopper },
  { href: "/loyalty", title: "Rewards", text: "Earn points and redeem rewards.", icon: Gift },
];

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="sr-only">
        Quick actions
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {QUICK_ACTIONS.map(({ href, title, text, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="group block h-full rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              data-testid={`link-quick-action-${href.slice(1)}`}
            >
              <Card className="h-full transition-colors group-hover:border-primary/60">
                <CardHeader>
                  <div className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon aria-hidden="true" className="size-6" />
                  </div>
                  <CardTitle className="flex items-center gap-2">
                    {title}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                    />
                  </CardTitle>
                  <CardDescription>{text}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
