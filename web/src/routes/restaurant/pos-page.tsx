import { PosScreen } from "@/features/pos/components/pos-screen";

/** /pos-system (signed in): the restaurant team's point of sale. */
export function PosPage() {
  return <PosScreen />;
}
