import { CheckInScreen } from "@/features/dine-in/components/check-in/check-in-screen";

/** /checkin — the guest's side of dine-in (spec "Dine-In Check-In"). */
export function CheckInPage() {
  return <CheckInScreen />;
}
