// Feedback sentiment: the accuracy of the server's analyser (server/src/modules/feedback/sentiment.ts, natural's
// SentimentAnalyzer per language) on the labelled reviews written for the tests (sentiment-samples.ts), three
// classes. Both are loaded from the TypeScript source through tsx. Target: ≥ 80 %.
import { serverExport } from "./lib/record-sql.mjs";

export const title = "Feedback sentiment — accuracy on the written restaurant reviews (3 classes)";

const TARGET = 0.8;
const LABELS = ["positive", "neutral", "negative"];

export default async function run({ log }) {
  const analyse = await serverExport("./server/src/modules/feedback/sentiment.ts", "analyseFeedback");
  const samples = await serverExport("./server/src/modules/feedback/sentiment-samples.ts", "SENTIMENT_SAMPLES");
  const confusion = Object.fromEntries(LABELS.map((l) => [l, Object.fromEntries(LABELS.map((m) => [m, 0]))]));
  let right = 0;
  let languageRight = 0;
  const t0 = performance.now();
  for (const s of samples) {
    const r = analyse(s.text);
    confusion[s.label][r.label] += 1;
    if (r.label === s.label) right++;
    else log(`  miss: expected ${s.label}, got ${r.label} (${r.score}): ${s.text}`);
    if (r.language === s.language) languageRight++;
  }
  const ms = performance.now() - t0;
  const accuracy = right / samples.length;
  log(`accuracy ${(accuracy * 100).toFixed(1)} % (${right}/${samples.length}), target ≥ ${TARGET * 100} %: ${accuracy >= TARGET ? "met" : "NOT met"}`);
  log(`language detected right ${languageRight}/${samples.length}; ${(ms / samples.length).toFixed(2)} ms per review`);
  for (const l of LABELS) log(`  ${l.padEnd(8)} → ${LABELS.map((m) => `${m} ${confusion[l][m]}`).join(", ")}`);
  return { samples: samples.length, accuracy, target: TARGET, met: accuracy >= TARGET, languageAccuracy: languageRight / samples.length, confusion, msPerReview: ms / samples.length };
}
