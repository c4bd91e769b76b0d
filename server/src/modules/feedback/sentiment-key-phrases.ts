import { type Language, tokenize } from "./sentiment-language.js";
import { lexiconFor } from "./sentiment-lexicons.js";
import { FUNCTION_WORDS, STOPWORDS } from "./sentiment-stopwords.js";

/** Clauses: sentence ends, commas and the contrast words (key phrases do not pair words across them). */
export function clauses(text: string): string[] {
  return text
    .split(/[.!?;,:\n]+|\b(?:but|however|although|though|pero|mas|mais|ma|maar|aber|men)\b/iu)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Key phrases: content words (not stop words, not function words, at least three letters) and adjacent pairs of them
 * within a clause. A pair scores 1.5 per occurrence, a word 1, plus its polarity weight (so "rude waiter" beats
 * "evening"); words already inside a chosen pair are not repeated. At most five, in order of score.
 */
export function keyPhrases(text: string, lang: Language, max = 5): string[] {
  const stop = STOPWORDS[lang];
  const lex = lexiconFor(lang);
  const isContent = (w: string) => w.length >= 3 && !stop.has(w) && !FUNCTION_WORDS[lang].includes(w) && !/^\d+$/.test(w);
  const scores = new Map<string, { score: number; first: number }>();
  let pos = 0;
  const add = (phrase: string, score: number) => {
    const s = scores.get(phrase);
    if (s) s.score += score;
    else scores.set(phrase, { score, first: pos });
    pos++;
  };
  const weight = (w: string) => Math.min(1, Math.abs(lex.valence(w) ?? 0) / 2);
  for (const clause of clauses(text)) {
    const words = tokenize(clause, lang).filter((w) => !/\p{Extended_Pictographic}/u.test(w));
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      if (!isContent(w)) continue;
      add(w, 1 + weight(w));
      const next = words[i + 1];
      if (next && isContent(next)) add(`${w} ${next}`, 1.5 + weight(w) + weight(next));
    }
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1].score - a[1].score || a[1].first - b[1].first).map(([p]) => p);
  const chosen: string[] = [];
  for (const p of ranked) {
    if (chosen.length >= max) break;
    const parts = p.split(" ");
    if (chosen.some((c) => parts.every((x) => c.split(" ").includes(x)))) continue;
    chosen.push(p);
  }
  return chosen;
}
