import type { SentimentLabel } from "@tavola/contracts";

/**
 * One labelled review of the evaluation set (dev.ts, held-out.ts, dev-2.ts; held-out-2.ts, held-out-3.ts and the blind held-out-4.ts unread).
 *
 * How a MIXED review is labelled: by the verdict a restaurant would file it under. When one side is clearly the
 * guest's conclusion (the part after "but", the closing sentence, a stated intention to come back or not), that
 * side's label; when praise and complaint weigh the same and no verdict is given ("Great dessert, forgettable main
 * course"), neutral. Sarcastic praise is negative; a question or request with no judgement is neutral.
 */
export type SentimentEvalReview = {
  text: string;
  label: SentimentLabel;
  language: "en" | "es" | "fr" | "de" | "da" | "it" | "pt" | "nl";
  category:
    | "food" | "service" | "delivery" | "value" | "events" | "non-delivery" | "wrong-items" | "allergies"
    | "factual" | "mixed" | "sarcasm" | "negation" | "typos" | "emoji";
};
