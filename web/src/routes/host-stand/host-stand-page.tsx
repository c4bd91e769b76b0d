/** Stub while the screen is built (issue 5). */
export function HostStandPage() {
  return <h1>Table Reservations</h1>;
}
