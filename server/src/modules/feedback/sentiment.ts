import type { SentimentLabel } from "@tavola/contracts";
import { keyPhrases } from "./sentiment-key-phrases.js";
import { detectLanguage, MAIN_LANGUAGES, SCORED, tokenize, type Language } from "./sentiment-language.js";
import { fold, lexiconFor } from "./sentiment-lexicons.js";
import { combinedProbabilities, loadSentimentModel, MODEL_LABELS, ngramProbabilities } from "./sentiment-model.js";
import { PICTOGRAPH } from "./sentiment-ratings.js";
import { scored, sentimentScore } from "./sentiment-score.js";
import { STOPWORDS } from "./sentiment-stopwords.js";

/** The trained weights (sentiment-training/train.ts writes them), read when the analyser is first imported. */
// Read on the first review, not at import: parsing the 1.9 MB weights would otherwise sit in every cold start.
let model: ReturnType<typeof loadSentimentModel> | undefined;
const sentimentModel = () => (model ??= loadSentimentModel());

/**
 * Sentiment of guest feedback, offline: the language is detected by tinyld; each word, expression and emoji gets its
 * polarity from that language's lexicon (sentiment-lexicons.ts); VADER's rules, carried over to each language
 * (sentiment-rules.ts), weigh them: a negation turns the opinion after it, "very" strengthens and "a bit" softens
 * it, the clause after "but" outweighs the one before, a question states no verdict, "nobody came" is a complaint,
 * and with a sarcasm marker the praise in a complaining review is read as irony. The sum is squashed into [-1, 1].
 * The rules are in sentiment-score.ts (with sentiment-rule-helpers.ts and sentiment-ratings.ts), key phrases in
 * sentiment-key-phrases.ts; this file picks the reading language and weighs the rules with the learned model.
 * Measured by bench/sentiment.bench.mjs on a development set (sentiment-eval/dev.ts, held-out.ts, dev-2.ts … dev-7.ts)
 * and two held-out sets never tuned on (sentiment-eval/held-out-2.ts, held-out-3.ts).
 */
export { detectLanguage, keyPhrases, sentimentScore, tokenize, type Language };
export { clauses } from "./sentiment-key-phrases.js";
export type SentimentResult = { score: number; label: SentimentLabel; language: Language; keyPhrases: string[] };

/**
 * A review is neutral unless its squashed score leaves [-0.3, 0.3]: one mild word ("decent", "a bit slow") stays
 * neutral, one clear word ("delicious", "rude") or two mild ones tip it. Chosen on the development set.
 */
export const POSITIVE_THRESHOLD = 0.3;
export const NEGATIVE_THRESHOLD = -0.3;

export function labelFor(score: number): SentimentLabel {
  if (score >= POSITIVE_THRESHOLD) return "positive";
  if (score <= NEGATIVE_THRESHOLD) return "negative";
  return "neutral";
}

/**
 * The language whose function words and lexicon know more of the review's words than the detected one's do, if any:
 * a review typed without accents ("c etait degoutant et le serveur desagreable") can read to the detector as another
 * language, in whose lexicon none of its opinion words are.
 */
function betterCovered(text: string, detected: Language, among: readonly Language[] = SCORED, ties = false): Language | undefined {
  let best: Language | undefined;
  let most = knownWords(text, detected);
  for (const lang of among) {
    if (lang === detected) continue;
    const n = knownWords(text, lang);
    if (n > most || (ties && n === most && !best)) [best, most] = [lang, n];
  }
  return best;
}

/** How many of the text's words a language's function words and lexicon know. */
function knownWords(text: string, lang: Language): number {
  const stop = STOPWORDS[lang];
  const lex = lexiconFor(lang);
  const folded = foldedStopwords(lang);
  return tokenize(text, lang).filter((t) => !PICTOGRAPH.test(t) && (stop.has(t) || folded.has(t) || lex.valence(t) !== undefined)).length;
}

/**
 * The language to read a review in: tinyld's, unless that is a seldom one (Dutch, Italian, Portuguese) and a main
 * one knows as many of its words — tinyld reads some Danish as Dutch ("vi fik de bedste kanelsnegle i lang tid").
 */
function readingLanguage(text: string): Language {
  const detected = detectLanguage(text);
  if (MAIN_LANGUAGES.includes(detected)) return detected;
  return betterCovered(text, detected, MAIN_LANGUAGES, true) ?? detected;
}

const foldedStop = new Map<Language, Set<string>>();
function foldedStopwords(lang: Language): Set<string> {
  let f = foldedStop.get(lang);
  if (!f) {
    f = new Set([...STOPWORDS[lang]].map(fold));
    foldedStop.set(lang, f);
  }
  return f;
}

/** The rule analyser alone. */
export function analyseRules(text: string): SentimentResult {
  const { score, language } = ruleVerdict(text);
  return { score, label: labelFor(score), language, keyPhrases: keyPhrases(text, language) };
}

/** The rules' score and how many opinion items it was made of (0: the rules found no opinion at all). */
export function ruleVerdict(text: string): { score: number; items: number; language: Language } {
  const language = readingLanguage(text);
  const { score: detected, items } = scored(text, language);
  let score = detected;
  // Nothing to score in the detected language: read it in the language that knows more of its words, if one does.
  if (items === 0) {
    const other = betterCovered(text, language);
    if (other) score = scored(text, other).score;
  }
  return { score, items, language };
}

/**
 * The analyser the feedback service uses: the rules' verdict and the learned n-gram model's probabilities, weighed
 * by the trained combiner (sentiment-model.ts). The label is the likeliest class; the score is P(positive) −
 * P(negative), kept inside the label's band of labelFor so the two always agree.
 */
export function analyseFeedback(text: string): SentimentResult {
  // Nothing written (or nothing but punctuation): no opinion, whatever the model's prior.
  if (!/[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(text)) return analyseRules(text);
  const rules = ruleVerdict(text);
  const weights = sentimentModel();
  const ngram = ngramProbabilities(text, weights, rules.language);
  const p = combinedProbabilities(ngram, { score: rules.score, items: rules.items, label: labelFor(rules.score) }, weights.combiner);
  const label = MODEL_LABELS[p.indexOf(Math.max(...p))]!;
  const raw = Math.round((p[0]! - p[2]!) * 1000) / 1000;
  const score =
    label === "positive" ? Math.max(raw, POSITIVE_THRESHOLD) : label === "negative" ? Math.min(raw, NEGATIVE_THRESHOLD) : Math.min(Math.max(raw, -0.29), 0.29);
  return { score, label, language: rules.language, keyPhrases: keyPhrases(text, rules.language) };
}
