import type { SentimentEvalReview } from "../sentiment-eval/review.js";

export type TrainingReview = SentimentEvalReview;
const LABEL = { "+": "positive", "-": "negative", neutral: "neutral" } as const;

/** One training review: "+", "-" or "neutral", as a restaurant would file it (the rules of sentiment-eval/review.ts). */
export function review(
  language: SentimentEvalReview["language"],
  category: SentimentEvalReview["category"],
  label: keyof typeof LABEL,
  text: string,
): TrainingReview {
  return { language, category, label: LABEL[label], text };
}

/** One review written in each of the five main languages (en, da, de, es, fr), with one label. */
export function inFive(
  category: SentimentEvalReview["category"],
  label: keyof typeof LABEL,
  texts: [en: string, da: string, de: string, es: string, fr: string],
): TrainingReview[] {
  const languages = ["en", "da", "de", "es", "fr"] as const;
  return texts.map((text, i) => review(languages[i]!, category, label, text));
}
