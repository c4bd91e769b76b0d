import { FALLBACK_FIRST_NAME } from "@tavola/contracts";
import { AUTH_USER_QUERY_KEY } from "@/features/auth/api/auth-api";
import { useSession } from "@/features/auth/hooks/use-session";
import { CeoAccessCard } from "@/features/home/components/ceo-access-card";
import { QuickActions } from "@/features/home/components/quick-actions";
import { RecentOrdersPanel } from "@/features/home/components/recent-orders-panel";
import { RecommendedRestaurants } from "@/features/home/components/recommended-restaurants";
import { useGrantCeoAccess } from "@/features/home/hooks/use-grant-ceo-access";
import { LoyaltyStatusPanel } from "@/features/loyalty-status/components/loyalty-status-panel";
import { RecentReorderButton } from "@/features/ordering/components/history/recent-reorder-button";

/** Orders no longer under way can be ordered again in one tap from the home (RecentOrder.status is the status's label). */
const REORDERABLE = ["delivered", "picked up", "cancelled", "rejected"];

/** The signed-in home (spec section 2, Home): "/" once signed in, and "/home". */
export function HomePage() {
  const { user } = useSession();
  const grant = useGrantCeoAccess(AUTH_USER_QUERY_KEY);
  const firstName = user?.firstName || FALLBACK_FIRST_NAME;

  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-12" data-testid="page-home">
      <section aria-labelledby="home-greeting" className="grid gap-2">
        <h1 id="home-greeting" className="text-3xl font-bold tracking-tight sm:text-4xl" data-testid="text-greeting">
          Welcome back, {firstName}!
        </h1>
        <p className="text-muted-foreground" data-testid="text-tagline">
          Continue your culinary journey — discover exceptional dining and earn rewards along the way.
        </p>
      </section>

      <QuickActions />

      <CeoAccessCard isCeo={user?.role === "ceo"} onGrant={() => grant.mutate()} isGranting={grant.isPending} />

      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <RecentOrdersPanel
          action={(order) =>
            REORDERABLE.includes(order.status.toLowerCase()) ? <RecentReorderButton orderId={order.id} restaurantName={order.restaurantName} /> : null
          }
        />
        <LoyaltyStatusPanel />
      </div>

      <RecommendedRestaurants />
    </div>
  );
}
