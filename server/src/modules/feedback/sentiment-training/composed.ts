import type { SentimentEvalReview } from "../sentiment-eval/review.js";
import { BUT, COMPLAINTS, FACTS, PRAISE, VERDICT_NEGATIVE, VERDICT_POSITIVE, type Five } from "./composed-banks.js";
import type { TrainingReview } from "./review.js";

const LANGUAGES = ["en", "da", "de", "es", "fr"] as const;

/** The second sentence of a pair joined by "but": lower-cased first letter (English "I" stays). */
function lowerFirst(s: string, lang: (typeof LANGUAGES)[number]): string {
  if (lang === "en" && /^I\b/.test(s)) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/**
 * Composed training reviews: the sentences of composed-banks.ts put together by fixed patterns, each pattern's label
 * following from its parts as review.ts files them:
 *   fact → neutral; fact + fact → neutral;
 *   fact + praise (+ a positive verdict) → positive; fact + complaint (+ a negative verdict) → negative;
 *   praise, "but" complaint → negative; complaint, "but" praise + a positive verdict → positive.
 * Deterministic (indices step through the banks at co-prime strides), in all five languages. They are an extra part
 * of the n-gram model's training (weighted down, never scored in cross-validation, never in the combiner: pipeline.ts).
 */
export function composedReviews(): TrainingReview[] {
  const out: TrainingReview[] = [];
  const at = <T>(bank: readonly T[], i: number) => bank[i % bank.length]!;
  const add = (category: SentimentEvalReview["category"], label: SentimentEvalReview["label"], parts: (lang: number) => string) => {
    LANGUAGES.forEach((language, l) => out.push({ language, category, label, text: parts(l) }));
  };
  const s = (five: Five, l: number) => five[l]!;
  FACTS.forEach((fact, i) => {
    add("factual", "neutral", (l) => s(fact, l));
    add("factual", "neutral", (l) => `${s(fact, l)} ${s(at(FACTS, i * 7 + 3), l)}`);
    const praise = at(PRAISE, i);
    const complaint = at(COMPLAINTS, i);
    add("mixed", "positive", (l) => `${s(fact, l)} ${s(praise, l)}`);
    add("mixed", "negative", (l) => `${s(fact, l)} ${s(complaint, l)}`);
    if (i % 2 === 0) {
      add("mixed", "positive", (l) => `${s(fact, l)} ${s(at(PRAISE, i * 3 + 1), l)} ${s(at(VERDICT_POSITIVE, i), l)}`);
      add("mixed", "negative", (l) => `${s(fact, l)} ${s(at(COMPLAINTS, i * 3 + 1), l)} ${s(at(VERDICT_NEGATIVE, i), l)}`);
    } else {
      const p = at(PRAISE, i * 7 + 2);
      const c = at(COMPLAINTS, i * 7 + 2);
      add("mixed", "negative", (l) => `${s(p, l).replace(/[.!]$/, ",")} ${s(BUT, l)} ${lowerFirst(s(c, l), LANGUAGES[l]!)}`);
      add("mixed", "positive", (l) => `${s(c, l).replace(/[.!]$/, ",")} ${s(BUT, l)} ${lowerFirst(s(p, l), LANGUAGES[l]!)} ${s(at(VERDICT_POSITIVE, i), l)}`);
    }
  });
  return out;
}
