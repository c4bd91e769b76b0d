/**
 * Trains the learned sentiment model and writes it to ../sentiment-model.json (read by sentiment-model.ts).
 *   npx tsx server/src/modules/feedback/sentiment-training/train.ts         cross-validate, then train on every part and write the model
 *   npx tsx server/src/modules/feedback/sentiment-training/train.ts --cv    cross-validate only (nothing written)
 * Experiments: --l2= --epochs= --rate= --min= (n-gram model), --cl2= --cepochs= --crate= (combiner); --show prints
 * the cross-validated misses on the training reviews. The pipeline is pipeline.ts; it never reads held-out-2.ts …
 * held-out-5.ts.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MODEL_LABELS } from "../sentiment-model.js";
import { crossValidate, DEFAULT_OPTIONS, devWeight, isDev, isTraining, loadRows, neutralShift, trainModel, type PipelineOptions, type Row } from "./pipeline.js";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const a = args.find((x) => x.startsWith(`--${name}=`));
  return a ? Number(a.split("=")[1]) : fallback;
};
const d = DEFAULT_OPTIONS;
const options: PipelineOptions = {
  ngram: { ...d.ngram, epochs: opt("epochs", d.ngram.epochs), l2: opt("l2", d.ngram.l2), rate: opt("rate", d.ngram.rate), minCount: opt("min", d.ngram.minCount), composedWeight: opt("composed", d.ngram.composedWeight) },
  combiner: { ...d.combiner, epochs: opt("cepochs", d.combiner.epochs), l2: opt("cl2", d.combiner.l2), rate: opt("crate", d.combiner.rate), rulesUnseenAccuracy: opt("unseen", d.combiner.rulesUnseenAccuracy) },
};

const t0 = performance.now();
const rows = loadRows();
const cv = crossValidate(rows, options);

function report(name: string, subset: readonly Row[], guess: (r: Row) => number) {
  const t = new Map<string, { right: number; total: number }>();
  for (const r of subset) {
    const ok = guess(r) === r.y;
    for (const k of ["all", r.language, MODEL_LABELS[r.y]!]) {
      const x = t.get(k) ?? { right: 0, total: 0 };
      x.total++;
      if (ok) x.right++;
      t.set(k, x);
    }
  }
  const f = (k: string) => `${k} ${((t.get(k)!.right / t.get(k)!.total) * 100).toFixed(1)} %`;
  const keys = ["en", "da", "de", "es", "fr", "positive", "neutral", "negative"].filter((k) => t.has(k));
  console.log(`${name}: ${f("all")} (${t.get("all")!.right}/${t.get("all")!.total}); ${keys.map(f).join(", ")}`);
}
const rules = (r: Row) => MODEL_LABELS.indexOf(r.rules.label);
const ngram = (r: Row) => cv.ngram.get(r)!;
const combined = (r: Row) => cv.combined.get(r)!;
const calibrated = (r: Row) => cv.calibrated.get(r)!;
const training = rows.filter(isTraining);
const dev = rows.filter(isDev);
console.log(`options ${JSON.stringify(options)}; ${new Set(training.map((r) => r.part)).size} training batches; development reviews weigh ${devWeight(rows, options).toFixed(2)} in the combiner`);
report("training reviews, rules (never tuned on them)", training, rules);
report("training reviews, n-grams (batch left out)   ", training, ngram);
report("training reviews, combined (5-fold)          ", training, combined);
report("training reviews, combined + neutral shift    ", training, calibrated);
console.log(`neutral shift chosen on all training reviews: ${neutralShift(training, cv.combinedP)}`);
report("dev, rules (tuned on it)                     ", dev, rules);
report("dev, n-grams (part left out)                 ", dev, ngram);
report("dev, combined (n-grams part left out; rules tuned on dev, so optimistic)", dev, combined);
report("dev, combined + neutral shift", dev, calibrated);
const parts = [...new Set(dev.map((r) => r.part))].map((p) => {
  const s = dev.filter((r) => r.part === p);
  const pc = (g: (r: Row) => number) => ((s.filter((r) => g(r) === r.y).length / s.length) * 100).toFixed(0);
  return `${p} ${pc(ngram)}/${pc(combined)}`;
});
console.log(`dev parts, n-gram/combined %: ${parts.join(", ")}`);
console.log(`cross-validation ${((performance.now() - t0) / 1000).toFixed(1)} s`);
if (args.includes("--show"))
  for (const r of args.includes("--dev") ? dev : training)
    if (combined(r) !== r.y) console.log(`  miss: ${MODEL_LABELS[r.y]} → ${MODEL_LABELS[combined(r)]} (rules ${r.rules.label}, n-gram ${MODEL_LABELS[ngram(r)]}): ${r.text}`);

if (!args.includes("--cv")) {
  const t1 = performance.now();
  const model = trainModel(rows, options);
  writeFileSync(fileURLToPath(new URL("../sentiment-model.json", import.meta.url)), `${JSON.stringify(model)}\n`);
  console.log(`sentiment-model.json written: trained on ${rows.length} reviews, ${Object.keys(model.weights).length} features, ${((performance.now() - t1) / 1000).toFixed(1)} s`);
}
