/** Spec section 4: Redeem is disabled when the reward is unavailable or the points are below its cost. */
export function canRedeemReward(reward: { available: boolean; points: number }, balance: number): boolean {
  return reward.available && balance >= reward.points;
}
