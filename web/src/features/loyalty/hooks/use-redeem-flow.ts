import type { LoyaltyReward } from "@tavola/contracts";
import { useRef, useState } from "react";
import { parseApiError } from "@/lib/api-error";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { useRedeemReward } from "../api/loyalty-api";

/**
 * Choosing a reward, confirming, redeeming. The Idempotency-Key is made once when the confirmation opens and
 * kept until it succeeds or is dismissed: a double click, or "Try again" after a lost answer, spends the points
 * once (the server replays the same voucher for the same key).
 */
export function useRedeemFlow() {
  const redeem = useRedeemReward();
  const [target, setTarget] = useState<LoyaltyReward | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const keyRef = useRef<string | null>(null);
  // A second click in the same tick, before "pending" re-renders the button, must not send a second request.
  const inFlight = useRef(false);

  function choose(reward: LoyaltyReward) {
    keyRef.current = newIdempotencyKey();
    setError(null);
    setTarget(reward);
  }

  function dismiss() {
    if (inFlight.current) return;
    keyRef.current = null;
    setTarget(null);
    setError(null);
  }

  function confirm() {
    if (!target || !keyRef.current || inFlight.current) return;
    inFlight.current = true;
    setError(null);
    setAnnouncement("");
    redeem.mutate(
      { rewardId: target.id, idempotencyKey: keyRef.current },
      {
        onSuccess: (voucher) => {
          keyRef.current = null;
          setTarget(null);
          setAnnouncement(`Voucher added: ${voucher.title}.`);
        },
        onError: (e) => setError(parseApiError(e, "We couldn't redeem this reward. Please try again.").message),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  return { target, error, announcement, pending: redeem.isPending, choose, dismiss, confirm };
}
