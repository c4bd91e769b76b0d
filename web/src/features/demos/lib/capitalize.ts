/** "italian" → "Italian": the spec stores lower-case option values but shows them capitalised. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
