import { useSearchParams } from "wouter";
import { StaffInviteAccept } from "@/features/restaurant-dashboard/components/staff-invite-accept";

/** /staff-invite?token=… (the owner's invitation mail): join a restaurant's team. */
export function StaffInvitePage() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:px-6" data-testid="page-staff-invite">
      <h1 className="text-3xl font-bold tracking-tight">Join the team</h1>
      <StaffInviteAccept token={params.get("token")} />
    </div>
  );
}
