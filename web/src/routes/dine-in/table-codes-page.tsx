/** Stub while the screen is built (issue 5). */
export function TableCodesPage() {
  return <h1>Table QR codes</h1>;
}
