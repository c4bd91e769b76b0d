import { StaffAccessState, type StaffAccessTexts } from "@/components/domain/staff-access-state";

const TEXTS: StaffAccessTexts = {
  notOnTeamTitle: "This dashboard is for restaurant teams",
  notOnTeamText: "Your account is not on a restaurant's team. If you work at a Tavola restaurant, ask its owner to add you.",
  elsewhere: { href: "/order", label: "Order food instead" },
  signedOutText: "Your session has ended. Sign in again to see your restaurant's orders.",
  loadErrorTitle: "The dashboard didn't load",
};

/** Why the dashboard cannot show (not on a team, signed out, or the server failed). */
export function DashboardAccessState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <StaffAccessState error={error} onRetry={onRetry} returnTo="/restaurant-dashboard" texts={TEXTS} />;
}
