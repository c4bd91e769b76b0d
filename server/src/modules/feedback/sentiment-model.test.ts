import { describe, expect, it } from "vitest";
import { analyseFeedback, analyseRules, labelFor } from "./sentiment.js";
import { foldText, reviewFeatures } from "./sentiment-features.js";
import { loadSentimentModel } from "./sentiment-model.js";
import { crossValidate, isTraining, loadRows, neutralShift, trainModel } from "./sentiment-training/pipeline.js";
import { composedReviews } from "./sentiment-training/composed.js";
import { TRAINING_BATCHES } from "./sentiment-training/reviews.js";
import { SENTIMENT_DEV } from "./sentiment-eval/dev.js";
import { SENTIMENT_DEV_2 } from "./sentiment-eval/dev-2.js";
import { SENTIMENT_DEV_3 } from "./sentiment-eval/dev-3.js";
import { SENTIMENT_DEV_4 } from "./sentiment-eval/dev-4.js";
import { SENTIMENT_DEV_5 } from "./sentiment-eval/dev-5.js";
import { SENTIMENT_DEV_6 } from "./sentiment-eval/dev-6.js";
import { SENTIMENT_DEV_7 } from "./sentiment-eval/dev-7.js";
import { SENTIMENT_HELD_OUT } from "./sentiment-eval/held-out.js";
import { SENTIMENT_HELD_OUT_2 } from "./sentiment-eval/held-out-2.js";
import { SENTIMENT_HELD_OUT_3 } from "./sentiment-eval/held-out-3.js";
import { SENTIMENT_HELD_OUT_4 } from "./sentiment-eval/held-out-4.js";
import { SENTIMENT_HELD_OUT_5 } from "./sentiment-eval/held-out-5.js";
import type { SentimentEvalReview } from "./sentiment-eval/review.js";
import { SENTIMENT_SAMPLES } from "./sentiment-samples.js";

// The evaluation sets and the learned model; the rule analyser's behaviours are specified in sentiment.test.ts.

// Under the measured figures of analyseFeedback (rules + learned model; dev = dev.ts + held-out.ts + dev-2.ts … dev-7.ts
// 100 % — it is trained on it, so this is a regression guard only —, held-out-2 97.0 %, held-out-3 96.0 %): a
// regression guard, not the 97 % target. The held-out sets are only scored here as a whole; their misses are never
// printed (bench/sentiment.bench.mjs).
const DEV_FLOOR = 0.98;
const HELD_OUT_2_FLOOR = 0.95; // 96.0 % since batches 12–14 and the composed reviews
const HELD_OUT_3_FLOOR = 0.92;
// held-out-4 was written blind (by a helper that saw only review.ts) and first scored after the model was done:
// 74.7 % for the rules alone, 79.3 % for rules + model, 80.7 % with the lexicon features (sentiment-features.ts), 82.3 %
// with training batches 12–14, the composed reviews and the neutral calibration. It is the honest figure; the floor
// guards it. held-out-5 was written before that last round and scored after it: 88.0 % before, 90.7 % after.
const HELD_OUT_4_FLOOR = 0.81;
const HELD_OUT_5_FLOOR = 0.89;

/** The rule analyser: one of the two inputs of analyseFeedback; its behaviours are specified one by one below. */
const label = (text: string) => analyseRules(text).label;
/** What the feedback service files: rules and learned model combined. */
const filed = (text: string) => analyseFeedback(text).label;
const accuracy = (set: ReadonlyArray<{ text: string; label: string }>) => set.filter((s) => filed(s.text) === s.label).length / set.length;

describe("sentiment evaluation set", () => {
  const all: SentimentEvalReview[] = [...SENTIMENT_DEV, ...SENTIMENT_HELD_OUT];

  it("has at least 200 reviews, 40 or more in each main language, every class in both halves of each", () => {
    expect(all.length).toBeGreaterThanOrEqual(200);
    for (const lang of ["en", "es", "fr", "de", "da"] as const) {
      expect(all.filter((r) => r.language === lang).length, lang).toBeGreaterThanOrEqual(40);
      for (const half of [SENTIMENT_DEV, SENTIMENT_HELD_OUT])
        expect(new Set(half.filter((r) => r.language === lang).map((r) => r.label)).size, lang).toBe(3);
    }
    expect(new Set(all.map((r) => r.text)).size).toBe(all.length);
  });

  it("has a second held-out set of 200, 40 in each main language, every class in each, none repeated", () => {
    expect(SENTIMENT_HELD_OUT_2.length).toBe(200);
    for (const lang of ["en", "es", "fr", "de", "da"] as const) {
      const own = SENTIMENT_HELD_OUT_2.filter((r) => r.language === lang);
      expect(own.length, lang).toBe(40);
      expect(new Set(own.map((r) => r.label)).size, lang).toBe(3);
    }
    expect(new Set(SENTIMENT_HELD_OUT_2.map((r) => r.text)).size).toBe(200);
    // Two stock phrases were written into it that the development set already had (see held-out-2.ts); no more.
    const dev = new Set(all.map((r) => r.text));
    expect(SENTIMENT_HELD_OUT_2.filter((r) => dev.has(r.text)).length).toBeLessThanOrEqual(2);
  });

  it("has a third development part of 200 and a third held-out set of 150, every class in each language, none repeated", () => {
    for (const [set, n] of [[SENTIMENT_DEV_2, 40], [SENTIMENT_HELD_OUT_3, 30]] as const) {
      for (const lang of ["en", "es", "fr", "de", "da"] as const) {
        const own = set.filter((r) => r.language === lang);
        expect(own.length, lang).toBe(n);
        expect(new Set(own.map((r) => r.label)).size, lang).toBe(3);
      }
    }
    expect(SENTIMENT_DEV_3.length).toBe(100);
    expect(SENTIMENT_DEV_4.length).toBe(100);
    expect(SENTIMENT_DEV_5.length).toBe(100);
    expect(SENTIMENT_DEV_6.length).toBe(100);
    expect(SENTIMENT_DEV_7.length).toBe(100);
    const devs = [...SENTIMENT_DEV_2, ...SENTIMENT_DEV_3, ...SENTIMENT_DEV_4, ...SENTIMENT_DEV_5, ...SENTIMENT_DEV_6, ...SENTIMENT_DEV_7];
    const texts = [...all, ...SENTIMENT_HELD_OUT_2, ...devs, ...SENTIMENT_HELD_OUT_3, ...SENTIMENT_HELD_OUT_4, ...SENTIMENT_HELD_OUT_5].map((r) => r.text);
    // the two stock phrases of held-out-2 (above) are the only repeats
    expect(new Set(texts).size).toBe(texts.length - 2);
  });

  it("has a fifth held-out set of 300: 60 in each main language, 20 of each class in each, none repeated", () => {
    expect(SENTIMENT_HELD_OUT_5.length).toBe(300);
    for (const lang of ["en", "da", "de", "es", "fr"] as const)
      for (const l of ["positive", "neutral", "negative"] as const)
        expect(SENTIMENT_HELD_OUT_5.filter((r) => r.language === lang && r.label === l).length).toBe(20);
    expect(new Set(SENTIMENT_HELD_OUT_5.map((r) => r.text)).size).toBe(300);
  });

  it("keeps its accuracy on the development set and the held-out sets (bench/sentiment.bench.mjs prints the figures)", () => {
    const devs = [...SENTIMENT_DEV_2, ...SENTIMENT_DEV_3, ...SENTIMENT_DEV_4, ...SENTIMENT_DEV_5, ...SENTIMENT_DEV_6, ...SENTIMENT_DEV_7];
    expect(accuracy([...all, ...devs])).toBeGreaterThanOrEqual(DEV_FLOOR);
    expect(accuracy(SENTIMENT_HELD_OUT_2)).toBeGreaterThanOrEqual(HELD_OUT_2_FLOOR);
    expect(accuracy(SENTIMENT_HELD_OUT_3)).toBeGreaterThanOrEqual(HELD_OUT_3_FLOOR);
    expect(accuracy(SENTIMENT_HELD_OUT_4)).toBeGreaterThanOrEqual(HELD_OUT_4_FLOOR);
    expect(accuracy(SENTIMENT_HELD_OUT_5)).toBeGreaterThanOrEqual(HELD_OUT_5_FLOOR);
  });
});

describe("sentiment: the learned model and the ensemble (sentiment-model.ts, sentiment-training/)", () => {
  const rows = loadRows();

  it("is what the training script makes of the committed data: sentiment-model.json is reproducible", () => {
    expect(trainModel(rows)).toEqual(loadSentimentModel());
    // Training cross-validates first (the neutral calibration reads its probabilities): minutes on a loaded machine.
  }, 900_000);

  it("beats the rules, cross-validated, on training reviews that neither the rules nor the combiner were tuned on", () => {
    const cv = crossValidate(rows);
    const training = rows.filter(isTraining);
    const rate = (guess: (r: (typeof rows)[number]) => string) => training.filter((r) => guess(r) === ["positive", "neutral", "negative"][r.y]).length / training.length;
    const rules = rate((r) => r.rules.label);
    const combined = rate((r) => ["positive", "neutral", "negative"][cv.combined.get(r)!]!);
    // Measured (train.ts --cv, 14 batches): rules 67.9 %, n-grams alone 77.3 %, combined 78.4 %. The training reviews
    // were written to be varied (idioms, stories, mixed verdicts), so all three are lower there than on the dev-like
    // held-out sets.
    expect(combined).toBeGreaterThanOrEqual(rules + 0.05);
    expect(combined).toBeGreaterThanOrEqual(0.75);
    // The n-gram model alone, each dev part left out of its training: 91.3 % (88.3 % before the lexicon features,
    // 78.8 % on the dev parts alone before the training reviews were written).
    const dev = rows.filter((r) => r.part.startsWith("dev") || r.part === "held-out.ts");
    expect(dev.filter((r) => cv.ngram.get(r) === r.y).length / dev.length).toBeGreaterThanOrEqual(0.89);
  }, 900_000);

  it("reads each opinion word's lexicon polarity, negated, after a contrast and in the last clause, in the review's language", () => {
    const lex = (t: string, lang?: Parameters<typeof reviewFeatures>[1]) => [...reviewFeatures(t, lang)].filter((f) => /^(k|e)?!?l:|^ln:|^lang:/.test(f)).sort();
    expect(lex("The soup was not good.", "en")).toEqual(["!l:+3", "e!l:+3", "lang:en", "ln:-"]);
    expect(lex("Maden var lækker, men tjeneren var uhøflig.", "da")).toEqual(["el:-3", "kl:-3", "l:+3", "l:-3", "lang:da", "ln:0"]);
    expect(lex("Das Essen war kalt.", "de")).toEqual(["el:-2", "l:-2", "lang:de", "ln:-"]);
    expect(lex("Nous avons réservé pour huit heures.", "fr")).toEqual(["lang:fr", "ln:0"]);
    // Without a language, n-grams only (as the model read reviews before the lexicon features).
    expect(lex("The soup was not good.")).toEqual([]);
  });

  it("calibrates the neutral class to the shift that best balances the classes' recall, none when none helps", () => {
    const row = (y: number) => ({ text: `r${y}`, y, language: "en", part: "training 1", features: [], rules: { score: 0, items: 0, label: "neutral" as const } });
    const rs = [row(0), row(1), row(1), row(2)];
    // The neutral reviews' probabilities lean positive or negative by a little: a positive shift wins them back.
    const under = new Map([[rs[0]!, [0.7, 0.2, 0.1]], [rs[1]!, [0.45, 0.4, 0.15]], [rs[2]!, [0.1, 0.4, 0.5]], [rs[3]!, [0.1, 0.2, 0.7]]]);
    const shift = neutralShift(rs, under);
    expect(shift).toBeGreaterThan(0);
    expect(shift).toBeLessThan(1.3);
    const right = new Map([[rs[0]!, [0.7, 0.2, 0.1]], [rs[1]!, [0.2, 0.6, 0.2]], [rs[2]!, [0.1, 0.6, 0.3]], [rs[3]!, [0.1, 0.2, 0.7]]]);
    expect(neutralShift(rs, right)).toBe(0);
  });

  it("composes training reviews whose label follows from their parts, in five languages and balanced", () => {
    const composed = composedReviews();
    for (const l of ["positive", "neutral", "negative"]) expect(composed.filter((r) => r.label === l).length).toBe(composed.length / 3);
    expect(new Set(composed.map((r) => r.language))).toEqual(new Set(["en", "da", "de", "es", "fr"]));
    expect(composed).toContainEqual({ language: "en", category: "factual", label: "neutral", text: "The food arrived at 8:15." });
  });

  it("never trains on a review of the held-out sets", () => {
    const norm = (t: string) => foldText(t).replace(/[^\p{L}\p{N}]+/gu, " ").trim();
    const held = new Set([...SENTIMENT_HELD_OUT_2, ...SENTIMENT_HELD_OUT_3, ...SENTIMENT_HELD_OUT_4, ...SENTIMENT_HELD_OUT_5].map((r) => norm(r.text)));
    const training = [...TRAINING_BATCHES.flatMap((b) => b.reviews), ...composedReviews()];
    expect(training.length).toBeGreaterThanOrEqual(800);
    expect(training.filter((r) => held.has(norm(r.text)))).toEqual([]);
  });

  it("files a label its score agrees with, and reads what the rules cannot on their own", () => {
    for (const s of SENTIMENT_SAMPLES) {
      const r = analyseFeedback(s.text);
      expect(labelFor(r.score), s.text).toBe(r.label);
    }
    expect(analyseFeedback("   ")).toMatchObject({ score: 0, label: "neutral" });
    // Praise and complaint with no word of either in the rules' lexicons, read from the training reviews' n-grams.
    expect(label("The canapés disappeared in minutes and everyone asked who made them.")).toBe("neutral");
    expect(filed("The canapés disappeared in minutes and everyone asked who made them.")).toBe("positive");
    expect(label("The prawns smelled off and I left most of them on the plate.")).toBe("neutral");
    expect(filed("The prawns smelled off and I left most of them on the plate.")).toBe("negative");
    expect(label("Die Lasagne war in der Mitte noch gefroren.")).toBe("neutral");
    expect(filed("Die Lasagne war in der Mitte noch gefroren.")).toBe("negative");
  });
});
