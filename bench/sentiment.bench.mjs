// Feedback sentiment: the accuracy of the server's analyser (server/src/modules/feedback/sentiment.ts) on hand-written,
// hand-labelled reviews, three classes (positive/neutral/negative):
//   samples      the 36 short reviews the unit test uses (sentiment-samples.ts)
//   dev          the development set: sentiment-eval/dev.ts + held-out.ts + dev-2.ts … dev-7.ts (999 reviews).
//                held-out.ts was the first held-out half; its misses were read while tuning, so it is development data
//                now. dev-2.ts was written in the third round, when the first two had reached 99 %; dev-3.ts after
//                tuning on dev-2, to try broad changes on reviews not tuned on yet; dev-4.ts … dev-7.ts likewise,
//                each after the one before (scored unseen first: dev-3 75 %, dev-4 60 %, dev-5 67 %, dev-6 75 %,
//                dev-7 81 %).
//                Figures for the parts are also shown apart, for comparison with earlier rounds. Since the learned
//                model (sentiment-model.ts) is trained on dev, its dev figure here is a training figure; the
//                cross-validated one is printed by server/src/modules/feedback/sentiment-training/train.ts --cv.
//   held-out-2   sentiment-eval/held-out-2.ts (200 reviews, 40 per language): written in the second round, never tuned
//                on (its figures, not its misses, were read after each round).
//   held-out-3   sentiment-eval/held-out-3.ts (150 reviews, 30 per language): written in the third round with dev-2.ts,
//                before the analyser was changed for either; never tuned on.
//   held-out-4   sentiment-eval/held-out-4.ts (300 reviews, 60 per language): written BLIND on 2026-11-27 by a separate
//                helper that saw only review.ts (not the analyser, not any other set), and scored first after the learned
//                model was finished. The truest of the four held-out figures: no one who tuned anything had read it.
//   held-out-5   sentiment-eval/held-out-5.ts (300 reviews, 60 per language, 20 per class in each): written on 2026-11-27
//                before the round of model work it measures (training batches 12-14, composed reviews, neutral
//                calibration) and scored, as a whole only, once that round was finished.
//                The held-out figures are the ones that tell whether the analyser generalises (the customer judges on
//                a larger unseen set of their own).
// Each set: overall, per language, per class, confusion, and ms a review. Misses are printed for samples and dev only:
// reading a held-out set's misses would turn it into another dev set, so the bench never prints them.
// SENTIMENT_DEV_ONLY=1 skips the held-out sets altogether (tuning rounds). Loaded from the TypeScript source through tsx.
// Target on each held-out set: ≥ 97 %, and no language or class below 93 %.
import { serverExport } from "./lib/record-sql.mjs";

export const title = "Feedback sentiment — accuracy on the written restaurant reviews (samples, dev, held-out-2, held-out-3, held-out-4, held-out-5; 3 classes)";

const TARGET = 0.97;
const FLOOR = 0.93;
const LABELS = ["positive", "neutral", "negative"];
const FEEDBACK = "./server/src/modules/feedback";

const pct = (right, total) => (total === 0 ? "—" : `${((right / total) * 100).toFixed(1)} %`);

/** Scores one set; returns its figures and logs them (misses only when `showMisses`). */
function evaluate(name, reviews, analyse, log, showMisses) {
  const byLanguage = {};
  const byClass = Object.fromEntries(LABELS.map((l) => [l, { right: 0, total: 0 }]));
  const confusion = Object.fromEntries(LABELS.map((l) => [l, Object.fromEntries(LABELS.map((m) => [m, 0]))]));
  const misses = [];
  let right = 0;
  let languageRight = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const results = reviews.map((r) => analyse(r.text));
  const cpu = process.cpuUsage(c0);
  const ms = performance.now() - t0;
  // CPU time too: on a shared machine the wall time also counts other processes' turns.
  const cpuMs = (cpu.user + cpu.system) / 1000;
  reviews.forEach((r, i) => {
    const got = results[i];
    const ok = got.label === r.label;
    byLanguage[r.language] ??= { right: 0, total: 0 };
    byLanguage[r.language].total++;
    byClass[r.label].total++;
    confusion[r.label][got.label]++;
    if (ok) {
      right++;
      byLanguage[r.language].right++;
      byClass[r.label].right++;
    } else misses.push(`  miss [${r.language}${r.category ? ` ${r.category}` : ""}]: expected ${r.label}, got ${got.label} (${got.score}): ${r.text}`);
    if (got.language === r.language) languageRight++;
  });
  const accuracy = right / reviews.length;
  const floors = [...Object.values(byLanguage), ...Object.values(byClass)].filter((x) => x.total > 0);
  const lowest = Math.min(...floors.map((x) => x.right / x.total));
  log(`${name}: ${pct(right, reviews.length)} (${right}/${reviews.length}); lowest language or class ${(lowest * 100).toFixed(1)} %; language detected right ${languageRight}/${reviews.length}; ${(ms / reviews.length).toFixed(2)} ms per review (${(cpuMs / reviews.length).toFixed(2)} ms CPU)`);
  log(`  per language: ${Object.entries(byLanguage).map(([l, x]) => `${l} ${pct(x.right, x.total)} (${x.right}/${x.total})`).join(", ")}`);
  log(`  per class:    ${LABELS.map((l) => `${l} ${pct(byClass[l].right, byClass[l].total)} (${byClass[l].right}/${byClass[l].total})`).join(", ")}`);
  for (const l of LABELS) log(`  ${l.padEnd(8)} → ${LABELS.map((m) => `${m} ${confusion[l][m]}`).join(", ")}`);
  if (showMisses) for (const m of misses) log(m);
  else if (misses.length) log(`  (${misses.length} misses not printed: ${name} stays unread)`);
  const rate = (o) => Object.fromEntries(Object.entries(o).map(([k, x]) => [k, x.total ? x.right / x.total : null]));
  return { reviews: reviews.length, accuracy, lowest, perLanguage: rate(byLanguage), perClass: rate(byClass), confusion, languageAccuracy: languageRight / reviews.length, msPerReview: ms / reviews.length, cpuMsPerReview: cpuMs / reviews.length };
}

/** One line for a part of a set: overall and lowest language or class. */
function summary(name, reviews, analyse, log) {
  const right = reviews.filter((r) => analyse(r.text).label === r.label).length;
  log(`  of which ${name}: ${pct(right, reviews.length)} (${right}/${reviews.length})`);
  return right / reviews.length;
}

export default async function run({ log }) {
  const analyse = await serverExport(`${FEEDBACK}/sentiment.ts`, "analyseFeedback");
  const samples = await serverExport(`${FEEDBACK}/sentiment-samples.ts`, "SENTIMENT_SAMPLES");
  const devPart = await serverExport(`${FEEDBACK}/sentiment-eval/dev.ts`, "SENTIMENT_DEV");
  const oldHeldOut = await serverExport(`${FEEDBACK}/sentiment-eval/held-out.ts`, "SENTIMENT_HELD_OUT");
  const devPart2 = await serverExport(`${FEEDBACK}/sentiment-eval/dev-2.ts`, "SENTIMENT_DEV_2");
  const devPart3 = await serverExport(`${FEEDBACK}/sentiment-eval/dev-3.ts`, "SENTIMENT_DEV_3");
  const devPart4 = await serverExport(`${FEEDBACK}/sentiment-eval/dev-4.ts`, "SENTIMENT_DEV_4");
  const devPart5 = await serverExport(`${FEEDBACK}/sentiment-eval/dev-5.ts`, "SENTIMENT_DEV_5");
  const devPart6 = await serverExport(`${FEEDBACK}/sentiment-eval/dev-6.ts`, "SENTIMENT_DEV_6");
  const devPart7 = await serverExport(`${FEEDBACK}/sentiment-eval/dev-7.ts`, "SENTIMENT_DEV_7");
  const heldOut2 = await serverExport(`${FEEDBACK}/sentiment-eval/held-out-2.ts`, "SENTIMENT_HELD_OUT_2");
  const heldOut3 = await serverExport(`${FEEDBACK}/sentiment-eval/held-out-3.ts`, "SENTIMENT_HELD_OUT_3");
  const heldOut4 = await serverExport(`${FEEDBACK}/sentiment-eval/held-out-4.ts`, "SENTIMENT_HELD_OUT_4");
  const heldOut5 = await serverExport(`${FEEDBACK}/sentiment-eval/held-out-5.ts`, "SENTIMENT_HELD_OUT_5");
  const dev = [...devPart, ...oldHeldOut, ...devPart2, ...devPart3, ...devPart4, ...devPart5, ...devPart6, ...devPart7];
  // The first review of a language builds that language's lexicon (lazily, as on the server): timed apart from the
  // rest, one dev review per language, so ms per review below is the steady state.
  const t0 = performance.now();
  analyse("warm up");
  const firstCallMs = performance.now() - t0;
  const firstOfLanguage = [...new Map(dev.map((r) => [r.language, r.text])).values()];
  const t1 = performance.now();
  for (const text of firstOfLanguage) analyse(text);
  const warmUpMs = performance.now() - t1;
  log(`first call (English lexicon, rules): ${firstCallMs.toFixed(0)} ms; first review of each other language: ${(warmUpMs / firstOfLanguage.length).toFixed(0)} ms on average`);
  const s = evaluate("samples", samples, analyse, log, true);
  const d = evaluate("dev (dev.ts + held-out.ts + dev-2.ts … dev-7.ts)", dev, analyse, log, true);
  d.parts = {
    "dev.ts": summary("dev.ts", devPart, analyse, log),
    "held-out.ts": summary("held-out.ts", oldHeldOut, analyse, log),
    "dev-2.ts": summary("dev-2.ts", devPart2, analyse, log),
    "dev-3.ts": summary("dev-3.ts", devPart3, analyse, log),
    "dev-4.ts": summary("dev-4.ts", devPart4, analyse, log),
    "dev-5.ts": summary("dev-5.ts", devPart5, analyse, log),
    "dev-6.ts": summary("dev-6.ts", devPart6, analyse, log),
    "dev-7.ts": summary("dev-7.ts", devPart7, analyse, log),
  };
  // SENTIMENT_DEV_ONLY=1 leaves the held-out sets out entirely, for tuning rounds.
  const skipped = { skipped: "SENTIMENT_DEV_ONLY" };
  if (process.env.SENTIMENT_DEV_ONLY === "1") return { firstCallMs, warmUpMs, samples: s, dev: d, heldOut2: skipped, heldOut3: skipped, heldOut4: skipped, heldOut5: skipped };
  const h2 = evaluate("held-out-2", heldOut2, analyse, log, false);
  const h3 = evaluate("held-out-3", heldOut3, analyse, log, false);
  const h4 = evaluate("held-out-4 (blind)", heldOut4, analyse, log, false);
  const h5 = evaluate("held-out-5", heldOut5, analyse, log, false);
  const met = [h2, h3, h4, h5].every((h) => h.accuracy >= TARGET && h.lowest >= FLOOR);
  log(`held-out target ≥ ${TARGET * 100} % overall and ≥ ${FLOOR * 100} % for every language and class, on all four sets: ${met ? "met" : "NOT met"}`);
  return { firstCallMs, warmUpMs, samples: s, dev: d, heldOut2: h2, heldOut3: h3, heldOut4: h4, heldOut5: h5, target: TARGET, floor: FLOOR, met };
}
