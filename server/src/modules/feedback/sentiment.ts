import type { SentimentLabel } from "@tavola/contracts";
import { EMOJI } from "./sentiment-emoji.js";
import { detectLanguage, sentences, tokenize, type Language } from "./sentiment-language.js";
import { lexiconFor } from "./sentiment-lexicons.js";
import { NEGATION_WINDOW, RULES, type LanguageRules } from "./sentiment-rules.js";
import { FUNCTION_WORDS, STOPWORDS } from "./sentiment-stopwords.js";

/**
 * Sentiment of guest feedback, offline: the language is detected by tinyld; each word, expression and emoji gets its
 * polarity from that language's lexicon (sentiment-lexicons.ts); VADER's rules, carried over to each language
 * (sentiment-rules.ts), weigh them: a negation turns the opinion after it, "very" strengthens and "a bit" softens
 * it, the clause after "but" outweighs the one before, a question states no verdict, "nobody came" is a complaint,
 * and with a sarcasm marker the praise in a complaining review is read as irony. The sum is squashed into [-1, 1].
 * Measured by bench/sentiment.bench.mjs on a development set and a held-out set (sentiment-eval/).
 */
export { detectLanguage, tokenize, type Language };
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

// VADER's constants: a negated opinion keeps three quarters of its strength, turned; an intensifier adds about 30 %.
const NEGATED = -0.74;
const INTENSIFIED = 1.3;
const DIMINISHED = 0.6;
const BEFORE_CONTRAST = 0.5;
const AFTER_CONTRAST = 1.5;
const CONCEDED = 0.5;
const QUESTION = 0.5;
const MODAL_WINDOW = 5;
/** "And" in each language ends a negation's reach: "without hovering and gave great tips". */
const AND: Record<Language, string> = { en: "and", da: "og", de: "und", es: "y", fr: "et", it: "e", pt: "e", nl: "en" };
/** "Nobody came", "kom aldrig": an absence with no opinion word after it, as much as a mild complaint. */
const ABSENCE = -1.5;
/** VADER's normalisation, x / √(x² + α): α = 15 means a sum of ±2.3 (one clear word) scores ±0.5. */
const ALPHA = 15;

type WordSets = { [K in Exclude<keyof LanguageRules, "irony">]: Set<string> };
type Compiled = WordSets & { irony: string[] };
const compiled = new Map<Language, Compiled>();
function rulesFor(lang: Language): Compiled {
  let c = compiled.get(lang);
  if (!c) {
    const { irony, ...lists } = RULES[lang];
    const sets = Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, new Set(v)])) as WordSets;
    c = { ...sets, irony };
    compiled.set(lang, c);
  }
  return c;
}

/** Whether a marker (one or two words) starts at tokens[i]; returns its length, 0 if none. */
function markerAt(set: Set<string>, tokens: readonly string[], i: number): number {
  if (i + 1 < tokens.length && set.has(`${tokens[i]} ${tokens[i + 1]}`)) return 2;
  return set.has(tokens[i]!) ? 1 : 0;
}

/**
 * Per-token weights of one sentence: the contrast and concession rules. A sentence that opens with the contrast
 * word ("But the mains were cold.") is weighed as the verdict; the caller weighs what came before ×0.5.
 */
function clauseWeights(tokens: readonly string[], r: Compiled): number[] {
  const w: number[] = tokens.map(() => 1);
  const contrastAt = tokens.findIndex((_, i) => markerAt(r.contrast, tokens, i) > 0);
  if (contrastAt >= 0) for (let i = 0; i < tokens.length; i++) w[i] = i < contrastAt ? BEFORE_CONTRAST : AFTER_CONTRAST;
  for (let i = 0; i < tokens.length; i++) {
    if (markerAt(r.concessive, tokens, i) === 0) continue;
    for (let j = i; j < tokens.length && tokens[j] !== ","; j++) w[j] = w[j]! * CONCEDED;
  }
  return w;
}

/** Score in [-1, 1]. */
export function sentimentScore(text: string, lang: Language): number {
  const lex = lexiconFor(lang);
  const r = rulesFor(lang);
  const stop = STOPWORDS[lang];
  const and = AND[lang];
  const lower = text.toLowerCase();
  const ironic = r.irony.some((m) => lower.includes(m));
  const found: number[] = ratings(text);
  const opinionAt = (t: string) => (t === "," ? undefined : (EMOJI[t] ?? (r.negators.has(t) ? undefined : lex.valence(t))));

  for (const { tokens, question } of sentences(text, lang)) {
    const weights = clauseWeights(tokens, r);
    if (weights[0] === AFTER_CONTRAST) for (let k = 0; k < found.length; k++) found[k] = found[k]! * BEFORE_CONTRAST;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t === ",") continue;
      const phrase = lex.phraseAt(tokens, i);
      let v = phrase?.valence ?? opinionAt(t);
      // "very" before an opinion word modifies it rather than counting itself ("super lecker").
      if (v !== undefined && !phrase && r.intensifiers.has(t) && opinionAt(tokens[i + 1] ?? ",")) v = undefined;
      if (!v) {
        // A phrase scored 0 shields all of its words ("gluten free", "frais de livraison").
        if (phrase) {
          i += phrase.length - 1;
          continue;
        }
        if (r.absence.has(t) && !hasOpinionAhead(tokens, i, opinionAt)) found.push(ABSENCE * weights[i]! * (question ? QUESTION : 1));
        continue;
      }
      let negated = false;
      let never = false;
      let degree = false;
      let modal = false;
      let scale = 1;
      // The window counts content words: articles and other function words between ("not a single thing to
      // complain about") do not carry the negation out of reach; "and" does.
      for (let k = i - 1, seen = 0; k >= 0 && seen < NEGATION_WINDOW && tokens[k] !== "," && tokens[k] !== and; k--) {
        const p = tokens[k]!;
        if (!stop.has(p) || r.negators.has(p)) seen++;
        if (r.negators.has(p)) negated = true;
        if (r.absence.has(p)) never = true;
        if (r.degree.has(p)) degree = true;
        if (seen <= 2 && r.intensifiers.has(p)) scale = INTENSIFIED;
        if (seen <= 2 && r.diminishers.has(p)) scale = DIMINISHED;
      }
      const comparative = r.comparatives.has(t);
      // The modal stands further back than a negation: "could not have been better".
      for (let k = i - 1; comparative && k >= 0 && k >= i - MODAL_WINDOW && tokens[k] !== ","; k--) if (r.modals.has(tokens[k]!)) modal = true;
      if (comparative && modal) {
        // "could have been better" is a mild complaint; "couldn't have been better" high praise.
        v = negated ? Math.abs(v) * INTENSIFIED : Math.abs(v) * NEGATED;
      } else if (negated && never && (degree || comparative)) {
        // "never had such good pasta", "nie so gut gegessen": a superlative, not a denial.
        v = v * INTENSIFIED;
      } else v = v * scale * (negated ? NEGATED : 1);
      v = v * weights[i]! * (question ? QUESTION : 1);
      found.push(v);
      if (phrase) i += phrase.length - 1;
    }
  }
  // Irony: "Oh great, another hour's wait. Fantastic service as always." — the praise is the complaint.
  if (ironic && found.some((v) => v < 0)) for (let i = 0; i < found.length; i++) found[i] = -Math.abs(found[i]!);
  const sum = found.reduce((a, b) => a + b, 0);
  const score = sum / Math.sqrt(sum * sum + ALPHA);
  return Math.round(score * 1000) / 1000;
}

/**
 * Ratings written in the text, in any of the languages: "5/5", "2 out of 10", "4 von 5", "1 ud af 5", "3 sur 10",
 * "5 stars", "1 stjerne". Out of 5 or 10; four fifths and up is praise, two fifths and down a complaint.
 */
const RATING = /(?<![\d/])(\d{1,2}(?:[.,]5)?)\s*(?:\/|out of|of|von|aus|ud af|af|sur|de|su|em|op|uit)\s*(5|10)(?![\d/])/giu;
const STARS = /(?<!\d)([0-5])\s*(?:stars?|stjerner?|sterne?n?|étoiles?|estrellas?|stelle|estrelas?|sterren)\b/giu;
function ratings(text: string): number[] {
  const out: number[] = [];
  const add = (fraction: number) => {
    if (fraction > 1 || fraction < 0) return;
    out.push(fraction >= 0.8 ? 3 : fraction >= 0.7 ? 1 : fraction > 0.4 ? 0 : fraction > 0.2 ? -2 : -3);
  };
  for (const m of text.matchAll(RATING)) add(Number(m[1]!.replace(",", ".")) / Number(m[2]));
  for (const m of text.matchAll(STARS)) add(Number(m[1]) / 5);
  return out;
}

function hasOpinionAhead(tokens: readonly string[], i: number, opinionAt: (t: string) => number | undefined): boolean {
  for (let k = i + 1; k < tokens.length && k <= i + NEGATION_WINDOW && tokens[k] !== ","; k++) if (opinionAt(tokens[k]!)) return true;
  return false;
}

/** Clauses: sentence ends, commas and the contrast words (key phrases do not pair words across them). */
export function clauses(text: string): string[] {
  return text
    .split(/[.!?;,:\n]+|\b(?:but|however|although|though|pero|mas|mais|ma|maar|aber|men)\b/iu)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Key phrases: content words (not stop words, not function words, at least three letters) and adjacent pairs of them
 * within a clause. A pair scores 1.5 per occurrence, a word 1, plus its polarity weight (so "rude waiter" beats
 * "evening"); words already inside a chosen pair are not repeated. At most five, in order of score.
 */
export function keyPhrases(text: string, lang: Language, max = 5): string[] {
  const stop = STOPWORDS[lang];
  const lex = lexiconFor(lang);
  const isContent = (w: string) => w.length >= 3 && !stop.has(w) && !FUNCTION_WORDS[lang].includes(w) && !/^\d+$/.test(w);
  const scores = new Map<string, { score: number; first: number }>();
  let pos = 0;
  const add = (phrase: string, score: number) => {
    const s = scores.get(phrase);
    if (s) s.score += score;
    else scores.set(phrase, { score, first: pos });
    pos++;
  };
  const weight = (w: string) => Math.min(1, Math.abs(lex.valence(w) ?? 0) / 2);
  for (const clause of clauses(text)) {
    const words = tokenize(clause, lang).filter((w) => !/\p{Extended_Pictographic}/u.test(w));
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      if (!isContent(w)) continue;
      add(w, 1 + weight(w));
      const next = words[i + 1];
      if (next && isContent(next)) add(`${w} ${next}`, 1.5 + weight(w) + weight(next));
    }
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1].score - a[1].score || a[1].first - b[1].first).map(([p]) => p);
  const chosen: string[] = [];
  for (const p of ranked) {
    if (chosen.length >= max) break;
    const parts = p.split(" ");
    if (chosen.some((c) => parts.every((x) => c.split(" ").includes(x)))) continue;
    chosen.push(p);
  }
  return chosen;
}

export function analyseFeedback(text: string): SentimentResult {
  const language = detectLanguage(text);
  const score = sentimentScore(text, language);
  return { score, label: labelFor(score), language, keyPhrases: keyPhrases(text, language) };
}
