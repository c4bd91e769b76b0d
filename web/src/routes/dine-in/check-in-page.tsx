/** Stub while the screen is built (issue 5). */
export function CheckInPage() {
  return <h1>Dine-In Check-In</h1>;
}
