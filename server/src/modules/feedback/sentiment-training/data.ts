import { SENTIMENT_DEV } from "../sentiment-eval/dev.js";
import { SENTIMENT_DEV_2 } from "../sentiment-eval/dev-2.js";
import { SENTIMENT_DEV_3 } from "../sentiment-eval/dev-3.js";
import { SENTIMENT_DEV_4 } from "../sentiment-eval/dev-4.js";
import { SENTIMENT_DEV_5 } from "../sentiment-eval/dev-5.js";
import { SENTIMENT_DEV_6 } from "../sentiment-eval/dev-6.js";
import { SENTIMENT_DEV_7 } from "../sentiment-eval/dev-7.js";
import { SENTIMENT_HELD_OUT } from "../sentiment-eval/held-out.js";
import type { SentimentEvalReview } from "../sentiment-eval/review.js";
import { SENTIMENT_SAMPLES } from "../sentiment-samples.js";
import { composedReviews } from "./composed.js";
import { TRAINING_BATCHES } from "./reviews.js";

/** The part name of the composed reviews (composed.ts), which pipeline.ts treats apart. */
export const COMPOSED = "composed";

/**
 * What the model is trained on, in named parts (cross-validation leaves one part out at a time, so each fold is
 * scored as an unseen set written apart from the rest): the development set's eight parts, the unit test's samples
 * and the batches of training reviews written for the model (reviews.ts; the rules were never tuned on them, so
 * they are where the ensemble learns how far to trust the rules). Never held-out-2.ts … held-out-5.ts.
 */
export type Part = { name: string; reviews: ReadonlyArray<Pick<SentimentEvalReview, "text" | "label" | "language">> };

export const PARTS: Part[] = [
  { name: "dev.ts", reviews: SENTIMENT_DEV },
  { name: "held-out.ts", reviews: SENTIMENT_HELD_OUT },
  { name: "dev-2.ts", reviews: SENTIMENT_DEV_2 },
  { name: "dev-3.ts", reviews: SENTIMENT_DEV_3 },
  { name: "dev-4.ts", reviews: SENTIMENT_DEV_4 },
  { name: "dev-5.ts", reviews: SENTIMENT_DEV_5 },
  { name: "dev-6.ts", reviews: SENTIMENT_DEV_6 },
  { name: "dev-7.ts", reviews: SENTIMENT_DEV_7 },
  { name: "samples", reviews: SENTIMENT_SAMPLES as Part["reviews"] },
  ...TRAINING_BATCHES,
  { name: COMPOSED, reviews: composedReviews() },
];
