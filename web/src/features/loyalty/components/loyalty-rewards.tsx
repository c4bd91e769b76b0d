import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { ErrorState } from "@/components/domain/state-panels";
import { parseApiError } from "@/lib/api-error";
import { loyaltyAccountQueryOptions } from "../api/loyalty-api";
import { LoyaltySkeleton } from "./loyalty-skeleton";
import { ProgrammeOverview } from "./programme-overview";

const LoyaltyMember = lazy(() => import("./loyalty-member").then((m) => ({ default: m.LoyaltyMember })));

/** /loyalty: the member's points, rewards, recent history and vouchers; visitors see how the programme works. */
export function LoyaltyRewards() {
  const account = useQuery(loyaltyAccountQueryOptions);

  if (account.isPending) return <LoyaltySkeleton />;
  if (account.isError)
    return <ErrorState title="We couldn't load your points." message={parseApiError(account.error).message} onRetry={() => void account.refetch()} />;
  if (!account.data) return <ProgrammeOverview />;
  return (
    <Suspense fallback={<LoyaltySkeleton />}>
      <LoyaltyMember data={account.data} />
    </Suspense>
  );
}
