/** Spec section 4: a wizard step moves forward or back by one, never past the first or last step. */
export function nextStep(current: number, total: number): number {
  return Math.min(current + 1, Math.max(total - 1, 0));
}

export function previousStep(current: number): number {
  return Math.max(current - 1, 0);
}
