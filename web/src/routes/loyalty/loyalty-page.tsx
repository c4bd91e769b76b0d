import { LoyaltyRewards } from "@/features/loyalty/components/loyalty-rewards";

/** /loyalty ("Loyalty Rewards"): public; members see their points, rewards, history and vouchers. */
export function LoyaltyPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6" data-testid="page-loyalty">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Loyalty Rewards</h1>
        <p className="text-muted-foreground">Earn points with every order and redeem rewards.</p>
      </header>
      <LoyaltyRewards />
    </div>
  );
}
