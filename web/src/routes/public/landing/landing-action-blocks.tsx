import { Bike, Crown, ShoppingBag } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { DemoSignInButton } from "@/features/auth/components/demo-sign-in-button";
import { cn } from "@/lib/utils";

function ActionCard({
  icon,
  title,
  text,
  children,
  className,
  testId,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
  className?: string;
  testId: string;
}) {
  return (
    <Card className={cn("flex h-full flex-col", className)} data-testid={testId}>
      <CardHeader>
        <div className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">{icon}</div>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1" />
      <CardFooter className="flex flex-wrap gap-2">{children}</CardFooter>
    </Card>
  );
}

/**
 * Spec: three action blocks — Order Now (the demo login), Become a Courier, and the CEO block whose
 * 'Log In Once & For All' signs in as the ceo demo user. Each login has its own pending state. Without demo
 * mode on the server both lead to the sign-in form (Order Now then on to the menu).
 */
export function LandingActionBlocks() {
  return (
    <section aria-labelledby="actions-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="actions-title" className="mb-8 text-center text-3xl font-bold tracking-tight">
        Start where you are
      </h2>
      <div className="grid gap-6 md:grid-cols-3">
        <ActionCard
          testId="card-action-order"
          icon={<ShoppingBag aria-hidden="true" className="size-6" />}
          title="Order Now"
          text="Sign in to the demo and order from curated restaurants with white-glove delivery."
        >
          <DemoSignInButton
            signInHref="/login?next=%2Forder"
            label="Order Now"
            pendingLabel="Logging in..."
            data-testid="button-order-now"
          />
        </ActionCard>
        <ActionCard
          testId="card-action-courier"
          icon={<Bike aria-hidden="true" className="size-6" />}
          title="Become a Courier"
          text="Premium rewards, transparent earnings and a fair, regulated bidding system for deliveries."
        >
          <Button asChild variant="outline" data-testid="link-become-courier">
            <Link href="/courier-onboarding">Become a Courier</Link>
          </Button>
        </ActionCard>
        <ActionCard
          testId="card-action-ceo"
          className="border-primary/40 bg-gradient-to-br from-primary/10 to-transparent"
          icon={<Crown aria-hidden="true" className="size-6" />}
          title="For Executives"
          text="See the platform from the top: onboarding, dashboards and the executive view."
        >
          <Button asChild variant="outline" data-testid="link-restaurant-demo">
            <Link href="/demo/restaurant-onboarding">View Restaurant Demo</Link>
          </Button>
          <DemoSignInButton
            role="ceo"
            label="Log In Once & For All"
            pendingLabel="Authenticating..."
            data-testid="button-ceo-login"
          />
        </ActionCard>
      </div>
    </section>
  );
}
