/** Stub while the screen is built (issue 5). */
export function WaitlistPage() {
  return <h1>Your waitlist place</h1>;
}
