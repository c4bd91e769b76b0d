import { Bike, ChefHat, LogIn, UtensilsCrossed } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAdminKeyTrigger } from "@/features/auth/hooks/use-admin-key-trigger";
import { useDemoLogin } from "@/features/auth/hooks/use-demo-login";

// The hidden admin modal (and its form code) is only fetched once somebody actually opens it.
const AdminKeyDialog = lazy(() =>
  import("@/features/auth/components/admin-key-dialog").then((m) => ({ default: m.AdminKeyDialog })),
);

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

/** The signed-out front door; the next issue adds the full marketing sections below the hero. */
export function LandingPage() {
  const demo = useDemoLogin();
  const adminKey = useAdminKeyTrigger();

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <section className="flex flex-col items-center gap-6 py-20 text-center sm:py-28" aria-labelledby="hero-title">
        <h1 id="hero-title" className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">
          Modern Hospitality Platform
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          White-glove delivery, dine-in check-in, catering and loyalty — one platform for restaurants, couriers,
          customers and enterprise clients.
        </p>
        <Button size="lg" onClick={demo.login} disabled={demo.isPending} data-testid="button-landing-sign-in">
          <LogIn aria-hidden="true" />
          {demo.isPending ? "Logging in..." : "Sign In"}
        </Button>
      </section>

      <section aria-label="Who Tavola is for" className="grid gap-6 pb-20 md:grid-cols-3">
        {AUDIENCES.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <CardHeader>
              <Icon aria-hidden="true" className="mb-2 size-8 text-primary" />
              <CardTitle>{title}</CardTitle>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </section>

      {adminKey.open ? (
        <Suspense fallback={null}>
          <AdminKeyDialog open={adminKey.open} onOpenChange={adminKey.setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
