import { isExecutive } from "@tavola/contracts";
import { useSession } from "@/features/auth/hooks/use-session";
import { CourierProfilesList, MyCourierProfile } from "@/features/courier-profiles/components/courier-profiles-view";

/** /courier-profiles: couriers' public profiles for executives and restaurants; a courier sees and edits their own. */
export function CourierProfilesPage() {
  const { user } = useSession();
  const role = user?.role;
  const team = isExecutive(role) || role === "restaurant_owner" || role === "restaurant_staff";
  return (
    <div className="mx-auto grid max-w-5xl gap-4 px-4 py-6 sm:px-6 sm:py-10" data-testid="page-courier-profiles">
      <h1 className="text-3xl font-bold tracking-tight">Courier Profiles</h1>
      <p className="text-muted-foreground">Tavola's couriers and their ratings.</p>
      {role === "courier" ? <MyCourierProfile /> : team ? <CourierProfilesList /> : <p data-testid="text-profiles-forbidden">Courier profiles are for restaurants, executives and the couriers themselves.</p>}
    </div>
  );
}
