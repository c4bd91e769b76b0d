import { readFileSync } from "node:fs";
import type { SentimentLabel } from "@tavola/contracts";
import { reviewFeatures } from "./sentiment-features.js";
import type { Language } from "./sentiment-language.js";

/**
 * The learned part of the sentiment analyser (issue 15): a multinomial logistic regression over the review's word,
 * bigram and character n-gram features (sentiment-features.ts), and a small combiner that weighs its probabilities
 * against the rule analyser's verdict. Both are trained by sentiment-training/train.ts and stored in
 * sentiment-model.json; nothing here is tuned by hand.
 */
export const MODEL_LABELS: readonly SentimentLabel[] = ["positive", "neutral", "negative"];

export type SentimentModel = {
  /** Per feature, its weight for each label (MODEL_LABELS order), rounded. */
  weights: Record<string, [number, number, number]>;
  bias: [number, number, number];
  /** The combiner: per input of combinerInputs, its weight for each label; and a bias per label. */
  combiner: { weights: Array<[number, number, number]>; bias: [number, number, number] };
};

/**
 * The committed model, sentiment-model.json (2 MB: read from disk rather than imported, so neither the type checker
 * nor the bundler parses it as code). The server build copies it beside the bundle's chunks (server/build.mjs).
 */
export function loadSentimentModel(): SentimentModel {
  return JSON.parse(readFileSync(new URL("./sentiment-model.json", import.meta.url), "utf8")) as SentimentModel;
}

/** The rules' view of a review as the combiner reads it. */
export type RuleView = { score: number; label: SentimentLabel; items: number };

export function softmax(z: readonly number[]): number[] {
  const max = Math.max(...z);
  const e = z.map((x) => Math.exp(x - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / sum);
}

/**
 * The n-gram model's probabilities (MODEL_LABELS order). Features are binary, scaled by 1/√(known features) so a long
 * review does not count louder than a short one.
 */
export function ngramProbabilities(text: string, model: Pick<SentimentModel, "weights" | "bias">, lang?: Language): number[] {
  const z = [...model.bias];
  const known: Array<[number, number, number]> = [];
  for (const f of reviewFeatures(text, lang)) {
    const w = model.weights[f];
    if (w) known.push(w);
  }
  const scale = 1 / Math.sqrt(Math.max(1, known.length));
  for (const w of known) for (let k = 0; k < 3; k++) z[k] = z[k]! + w[k]! * scale;
  return softmax(z);
}

/** The combiner's inputs: the n-gram model's log-probabilities, the rules' score and label, and whether the rules found no opinion at all. */
export function combinerInputs(ngram: readonly number[], rules: RuleView): number[] {
  return [
    Math.log(ngram[0]!),
    Math.log(ngram[1]!),
    Math.log(ngram[2]!),
    rules.score,
    rules.label === "positive" ? 1 : 0,
    rules.label === "neutral" ? 1 : 0,
    rules.label === "negative" ? 1 : 0,
    rules.items === 0 ? 1 : 0,
  ];
}

export function combinedProbabilities(ngram: readonly number[], rules: RuleView, combiner: SentimentModel["combiner"]): number[] {
  const x = combinerInputs(ngram, rules);
  const z = [...combiner.bias];
  x.forEach((v, i) => {
    for (let k = 0; k < 3; k++) z[k] = z[k]! + combiner.weights[i]![k]! * v;
  });
  return softmax(z);
}
