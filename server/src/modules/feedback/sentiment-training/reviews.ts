import type { SentimentEvalReview } from "../sentiment-eval/review.js";
import { DA } from "./reviews-da.js";
import { DE } from "./reviews-de.js";
import { EN } from "./reviews-en.js";
import { ES } from "./reviews-es.js";
import { FR } from "./reviews-fr.js";
import { DE_ES_FR_2 } from "./reviews-2-de-es-fr.js";
import { EN_DA_2 } from "./reviews-2-en-da.js";
import { BATCH_3 } from "./reviews-3.js";
import { BATCH_4 } from "./reviews-4.js";
import { BATCH_5 } from "./reviews-5.js";
import { BATCH_6 } from "./reviews-6.js";
import { BATCH_7 } from "./reviews-7.js";
import { BATCH_8 } from "./reviews-8.js";
import { BATCH_9 } from "./reviews-9.js";
import { BATCH_10 } from "./reviews-10.js";
import { BATCH_11 } from "./reviews-11.js";
import { BATCH_12 } from "./reviews-12.js";
import { BATCH_13 } from "./reviews-13.js";
import { BATCH_14 } from "./reviews-14.js";

/**
 * Training reviews written for the learned model (not evaluation data): guest reviews in English, Danish, German,
 * Spanish and French across the categories of sentiment-eval/review.ts, labelled by its rules. In batches: cross-
 * validation leaves one batch out at a time.
 */
export const TRAINING_BATCHES: Array<{ name: string; reviews: SentimentEvalReview[] }> = [
  { name: "training 1", reviews: [...EN, ...DA, ...DE, ...ES, ...FR] },
  { name: "training 2", reviews: [...EN_DA_2, ...DE_ES_FR_2] },
  { name: "training 3", reviews: BATCH_3 },
  { name: "training 4", reviews: BATCH_4 },
  { name: "training 5", reviews: BATCH_5 },
  { name: "training 6", reviews: BATCH_6 },
  { name: "training 7", reviews: BATCH_7 },
  { name: "training 8", reviews: BATCH_8 },
  { name: "training 9", reviews: BATCH_9 },
  { name: "training 10", reviews: BATCH_10 },
  { name: "training 11", reviews: BATCH_11 },
  { name: "training 12", reviews: BATCH_12 },
  { name: "training 13", reviews: BATCH_13 },
  { name: "training 14", reviews: BATCH_14 },
];
