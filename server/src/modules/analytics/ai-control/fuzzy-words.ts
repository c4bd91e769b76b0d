/** Word-level helpers for the question parser: normalising text and forgiving typos against a known vocabulary. */

/** Lower case, accents folded ("Lumière" → "lumiere"), "&" → "and", punctuation to spaces (dashes and dates kept). */
export function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9\-\s/]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Levenshtein distance with adjacent transpositions counted as one edit (optimal string alignment). */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  }
  return rows[a.length]![b.length]!;
}

/** How many typos a word of this length may carry and still be recognised. */
export const allowedTypos = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/**
 * Everyday words that are not typos of the vocabulary, even though they are one letter from it
 * ("many" is not "may", "show" is not "slow", "were" is not "week").
 */
const PLAIN_WORDS = new Set(
  (
    "what which were show give much many with have from that this there their them they each made make does done tell " +
    "about when where list please want would could should most more much most some much well also into over just only " +
    "than then what whats were your yours ours than here same sell sold ever every cost last past next were been being"
  ).split(" "),
);

/**
 * The word itself when it is known or plain English, else the closest vocabulary word within its allowed typos
 * (ties: the first in vocabulary order), else the word unchanged.
 */
export function correctWord(word: string, vocabulary: readonly string[], known: ReadonlySet<string>): string {
  if (known.has(word) || PLAIN_WORDS.has(word) || /\d/.test(word)) return word;
  const budget = allowedTypos(word.length);
  if (budget === 0) return word;
  let best: string | null = null;
  let bestDistance = budget + 1;
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) > budget || candidate.length < 4) continue;
    const d = editDistance(word, candidate, budget);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best ?? word;
}
