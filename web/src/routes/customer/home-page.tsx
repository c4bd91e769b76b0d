import { FALLBACK_FIRST_NAME } from "@tavola/contracts";
import { Gift, type LucideIcon, PartyPopper, ShoppingBag } from "lucide-react";
import { Link } from "wouter";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useSession } from "@/features/auth/hooks/use-session";

type QuickAction = { href: string; title: string; text: string; icon: LucideIcon };

/** Spec section 2 (Home): quick-action cards. Recent orders, loyalty and recommendations come next. */
const QUICK_ACTIONS: readonly QuickAction[] = [
  { href: "/order", title: "Order Now", text: "Fast delivery with real-time tracking.", icon: ShoppingBag },
  { href: "/catering", title: "Catering", text: "Events and groups, quoted for you.", icon: PartyPopper },
  { href: "/loyalty", title: "Rewards", text: "Earn points and redeem rewards.", icon: Gift },
];

export function HomePage() {
  const { user } = useSession();
  const firstName = user?.firstName || FALLBACK_FIRST_NAME;

  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6">
      <section aria-labelledby="home-greeting" className="grid gap-2">
        <h1 id="home-greeting" className="text-3xl font-bold tracking-tight sm:text-4xl" data-testid="text-greeting">
          Welcome back, {firstName}!
        </h1>
        <p className="text-muted-foreground">
          Continue your culinary journey — discover great dining and earn rewards along the way.
        </p>
      </section>

      <section aria-label="Quick actions" className="grid gap-4 sm:grid-cols-3">
        {QUICK_ACTIONS.map(({ href, title, text, icon: Icon }) => (
          <Link
            key={href}
            href={href}
            className="group rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            data-testid={`link-quick-action-${href.slice(1)}`}
          >
            <Card className="h-full transition-colors group-hover:border-primary/60">
              <CardHeader>
                <Icon aria-hidden="true" className="mb-2 size-7 text-primary" />
                <CardTitle>{title}</CardTitle>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
            </Card>
          </Link>
        ))}
      </section>
    </div>
  );
}
