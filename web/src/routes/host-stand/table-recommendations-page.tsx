import { useAuth } from "@/features/auth/hooks/use-auth";
import { TableRecommendations } from "@/features/host-stand/components/table-recommendations";

/** /table-recommendations (signed in): the best table for a party at a time, with the reasons. */
export function TableRecommendationsPage() {
  const { isExecutive } = useAuth();
  return <TableRecommendations isExecutive={isExecutive} />;
}
