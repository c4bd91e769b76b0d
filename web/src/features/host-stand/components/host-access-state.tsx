import { StaffAccessState, type StaffAccessTexts } from "@/components/domain/staff-access-state";

const TEXTS: StaffAccessTexts = {
  notOnTeamTitle: "This page is for restaurant teams",
  notOnTeamText:
    "Your account is not on a restaurant's team. If you work at a Tavola restaurant, ask its owner to add you. To book a table for yourself, use Reserve a Table.",
  elsewhere: { href: "/tables", label: "Reserve a table" },
  signedOutText: "Your session has ended. Sign in again to see your restaurant's floor.",
  loadErrorTitle: "This page didn't load",
};

/** Why a host screen cannot show (not on a team, signed out, or the server failed). */
export function HostAccessState({ error, onRetry, returnTo }: { error: unknown; onRetry: () => void; returnTo: string }) {
  return <StaffAccessState error={error} onRetry={onRetry} returnTo={returnTo} texts={TEXTS} />;
}
