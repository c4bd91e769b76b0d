import type { RestaurantWorkspace } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { RestaurantPicker } from "@/components/domain/restaurant-picker";
import { Skeleton } from "@/components/ui/skeleton";
import { workspaceQueryOptions } from "../api/host-stand-api";
import { HostAccessState } from "./host-access-state";

type StaffGateProps = {
  /** Executives may look at any restaurant; the team's own staff see theirs. */
  isExecutive: boolean;
  returnTo: string;
  children: (workspace: RestaurantWorkspace, restaurantPicker: ReactNode) => ReactNode;
};

/** Who may see a host screen (the workspace answers 403 for anyone off a restaurant team), and which restaurant. */
export function StaffGate({ isExecutive, returnTo, children }: StaffGateProps) {
  const [restaurantId, setRestaurantId] = useState<string | null>(null);
  const workspace = useQuery(workspaceQueryOptions(restaurantId));

  if (workspace.isError) return <HostAccessState error={workspace.error} onRetry={() => void workspace.refetch()} returnTo={returnTo} />;
  if (!workspace.data) {
    return (
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6" aria-busy="true" data-testid="skeleton-host">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }

  const picker = isExecutive ? (
    <RestaurantPicker value={workspace.data.restaurant.id} onChange={setRestaurantId} testId="select-host-restaurant" />
  ) : null;

  return <>{children(workspace.data, picker)}</>;
}
