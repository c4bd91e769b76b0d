/** Stub while the screen is built (issue 5). */
export function TableRecommendationsPage() {
  return <h1>Table Recommendations</h1>;
}
