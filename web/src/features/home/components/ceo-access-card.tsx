import { ArrowRight, Crown, ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

const EXECUTIVE_FEATURES = [
  "Executive analytics",
  "Financial oversight",
  "Organizational metrics",
  "System administration",
] as const;

type CeoAccessCardProps = { isCeo: boolean; onGrant: () => void; isGranting: boolean };

/** Spec section 2 (Home): ceo users get the dashboard card; everybody else may grant themselves access. */
export function CeoAccessCard({ isCeo, onGrant, isGranting }: CeoAccessCardProps) {
  if (isCeo) {
    return (
      <Card className="border-primary/40 bg-gradient-to-br from-primary/10 via-card to-card" data-testid="card-ceo-dashboard">
        <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
              <Crown aria-hidden="true" className="size-6" />
            </div>
            <div className="grid gap-1">
              <h2 className="text-xl font-semibold tracking-tight">CEO Executive Dashboard</h2>
              <CardDescription>
                Executive analytics, financial oversight, organizational metrics and system administration.
              </CardDescription>
            </div>
          </div>
          <Button asChild data-testid="link-open-ceo-dashboard">
            <Link href="/ceo-dashboard">
              Open CEO Dashboard
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-wrap gap-2 text-xs">
            {EXECUTIVE_FEATURES.map((feature) => (
              <li key={feature} className="rounded-full border bg-background/60 px-3 py-1 text-muted-foreground">
                {feature}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="border-dashed" data-testid="card-ceo-access">
      <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </div>
          <div className="grid gap-1">
            <h2 className="text-xl font-semibold tracking-tight">CEO Access Available</h2>
            <CardDescription>Try the executive view of the platform in this demo.</CardDescription>
          </div>
        </div>
        <Button onClick={onGrant} disabled={isGranting} data-testid="button-grant-ceo">
          {isGranting ? "Granting Access..." : "Grant CEO Access"}
        </Button>
      </CardHeader>
    </Card>
  );
}
