import { useState } from "react";
import type { PremiumCateringResponse } from "../api/premium-catering-api";
import { PremiumCateringConfirmation } from "./premium-catering-confirmation";
import { PremiumCateringForm } from "./premium-catering-form";

/**
 * Editing until the server accepts the request, then the confirmation (spec section 4). A request opened from a
 * restaurant (`?restaurant=`) goes to that restaurant's catering team; otherwise the catering managers assign it.
 */
export function PremiumCateringRequest({ restaurantId }: { restaurantId?: string }) {
  const [submitted, setSubmitted] = useState<PremiumCateringResponse | null>(null);
  return submitted ? <PremiumCateringConfirmation /> : <PremiumCateringForm onSubmitted={setSubmitted} restaurantId={restaurantId} />;
}
