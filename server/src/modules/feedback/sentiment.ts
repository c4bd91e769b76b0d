import SentimentAnalyzer from "natural/lib/natural/sentiment/SentimentAnalyzer.js";
import TokenizerDe from "natural/lib/natural/tokenizers/aggressive_tokenizer_de.js";
import TokenizerEn from "natural/lib/natural/tokenizers/aggressive_tokenizer.js";
import TokenizerEs from "natural/lib/natural/tokenizers/aggressive_tokenizer_es.js";
import TokenizerFr from "natural/lib/natural/tokenizers/aggressive_tokenizer_fr.js";
import TokenizerIt from "natural/lib/natural/tokenizers/aggressive_tokenizer_it.js";
import TokenizerNl from "natural/lib/natural/tokenizers/aggressive_tokenizer_nl.js";
import TokenizerPt from "natural/lib/natural/tokenizers/aggressive_tokenizer_pt.js";
import stopEn from "natural/lib/natural/util/stopwords.js";
import stopEs from "natural/lib/natural/util/stopwords_es.js";
import stopFr from "natural/lib/natural/util/stopwords_fr.js";
import stopIt from "natural/lib/natural/util/stopwords_it.js";
import stopNl from "natural/lib/natural/util/stopwords_nl.js";
import stopPt from "natural/lib/natural/util/stopwords_pt.js";
import type { SentimentLabel } from "@tavola/contracts";
import { detect as detectWithTinyld } from "tinyld";

/**
 * Sentiment of guest feedback with `natural` (no outside service): the language is detected by tinyld, the
 * text is cut into clauses (so a negation reaches only its own clause), each clause is scored with
 * natural's SentimentAnalyzer in that language (AFINN for English, Spanish, Portuguese; the Pattern lexicons
 * for French, Italian, Dutch, German), and the sum is squashed into [-1, 1].
 */
export type Language = "en" | "es" | "pt" | "fr" | "it" | "nl" | "de";
export type SentimentResult = { score: number; label: SentimentLabel; language: Language; keyPhrases: string[] };

/** The languages the analyser has a lexicon for. */
const SCORED: readonly Language[] = ["en", "es", "pt", "fr", "it", "nl", "de"];

/**
 * The language, by tinyld (a maintained n-gram detector, issue 15), among the ones scored here; a text too short
 * or too mixed to tell stays English. A language without a lexicon here (Danish…) is read as its nearest scored
 * one: giving those their own lexicons is the rest of issue 15's sentiment work.
 */
export function detectLanguage(text: string): Language {
  const found = detectWithTinyld(text, { only: [...SCORED] });
  return (SCORED as readonly string[]).includes(found) ? (found as Language) : "en";
}

/**
 * Restaurant words the general lexicons miss or under-weight ("cold", "bland", "overpriced" are not in AFINN).
 * Values are on the lexicon's own scale: AFINN −5…5, Pattern −1…1.
 */
const DOMAIN_WORDS: Partial<Record<Language, Record<string, number>>> = {
  en: {
    cold: -2, bland: -2, overcooked: -2, undercooked: -2, burnt: -2, stale: -2, soggy: -2, greasy: -2,
    overpriced: -2, slow: -2, late: -2, dirty: -3, rude: -3, ignored: -2, waited: -1, forgot: -2, forgotten: -2,
    tasty: 3, delicious: 3, attentive: 2, fresh: 2, cozy: 2, spotless: 2, quick: 1, fast: 1, ok: 0, okay: 0,
    average: 0, fine: 0, decent: 1, wrong: -2, missing: -2, tiny: -1, salty: -1, mediocre: -1, disappointing: -3,
    inedible: -4, sticky: -2, unhelpful: -2, rushed: -1, noisy: -1, loud: -1,
  },
  es: { fría: -2, frío: -2, sucio: -3, sucia: -3, lento: -2, lenta: -2, grosero: -3, deliciosa: 3, delicioso: 3, rica: 2, rico: 2, caro: -1, amable: 2, atento: 2, excelente: 4, horrible: -4 },
  pt: { fria: -2, frio: -2, sujo: -3, suja: -3, lento: -2, demorado: -2, gostosa: 3, gostoso: 3, deliciosa: 3, delicioso: 3, simpático: 2, caro: -1, péssimo: -4, ótimo: 3, ótima: 3 },
  fr: { froid: -0.6, froide: -0.6, sale: -0.7, lent: -0.5, impoli: -0.7, délicieux: 0.9, délicieuse: 0.9, décevant: -0.7, décevante: -0.7, chaleureux: 0.6, attente: -0.3, correct: 0.1 },
  it: { freddo: -0.6, fredda: -0.6, sporco: -0.7, lento: -0.5, scortese: -0.7, delizioso: 0.9, deliziosa: 0.9, buonissimo: 0.9, gentile: 0.6, deludente: -0.7, caro: -0.3 },
  nl: { koud: -0.6, vies: -0.7, traag: -0.5, onbeleefd: -0.7, lekker: 0.8, heerlijk: 0.9, vriendelijk: 0.6, teleurstellend: -0.7, duur: -0.3 },
  de: { kalt: -0.6, schmutzig: -0.7, langsam: -0.5, unfreundlich: -0.7, lecker: 0.8, köstlich: 0.9, freundlich: 0.6, enttäuschend: -0.7, teuer: -0.3 },
};

const ANALYZER_SPEC: Record<Language, [name: string, type: "afinn" | "pattern", scale: number]> = {
  en: ["English", "afinn", 5],
  es: ["Spanish", "afinn", 5],
  pt: ["Portuguese", "afinn", 5],
  fr: ["French", "pattern", 1],
  it: ["Italian", "pattern", 1],
  nl: ["Dutch", "pattern", 1],
  de: ["German", "pattern", 1],
};

const EXTRA_NEGATIONS: Partial<Record<Language, string[]>> = {
  en: ["not", "no", "never", "nothing", "hardly", "barely"],
  fr: ["pas", "jamais", "rien", "ni"],
  it: ["non", "mai", "niente", "nessun"],
  de: ["nicht", "kein", "keine", "nie"],
};

const analyzers = new Map<Language, { analyzer: SentimentAnalyzer; scale: number }>();
function analyzerFor(lang: Language) {
  let a = analyzers.get(lang);
  if (!a) {
    const [name, type, scale] = ANALYZER_SPEC[lang];
    const analyzer = new SentimentAnalyzer(name, undefined, type);
    Object.assign(analyzer.vocabulary, DOMAIN_WORDS[lang] ?? {});
    analyzer.negations = [...new Set([...analyzer.negations, ...(EXTRA_NEGATIONS[lang] ?? [])])];
    a = { analyzer, scale };
    analyzers.set(lang, a);
  }
  return a;
}

const TOKENIZERS: Record<Language, { tokenize(text: string): string[] }> = {
  en: new TokenizerEn(),
  es: new TokenizerEs(),
  pt: new TokenizerPt(),
  fr: new TokenizerFr(),
  it: new TokenizerIt(),
  nl: new TokenizerNl(),
  de: new TokenizerDe(),
};

export function tokenize(text: string, lang: Language): string[] {
  const t = lang === "en" ? text.replace(/n't\b/gi, " not") : text;
  return TOKENIZERS[lang]
    .tokenize(t.toLowerCase())
    .map((w) => w.replace(/^['-]+|['-]+$/g, ""))
    .filter((w) => w.length > 0);
}

/** Clauses: sentence ends, commas and the contrast words, so "not" does not reach past them. */
export function clauses(text: string): string[] {
  return text
    .split(/[.!?;,:\n]+|\b(?:but|however|although|though|pero|mas|mais|ma|maar|aber)\b/iu)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The thresholds: a text is neutral unless its squashed score leaves [-0.15, 0.15]. One mild word in a
 * ten-word review ("the food was fine") stays neutral; one clear word ("great", "rude") or two mild ones
 * tip it. Tuned on sentiment-samples.ts (bench/sentiment.bench.mjs prints the accuracy).
 */
export const POSITIVE_THRESHOLD = 0.15;
export const NEGATIVE_THRESHOLD = -0.15;

export function labelFor(score: number): SentimentLabel {
  if (score >= POSITIVE_THRESHOLD) return "positive";
  if (score <= NEGATIVE_THRESHOLD) return "negative";
  return "neutral";
}

/** Score in [-1, 1]: the clauses' polarity sums on a common scale, divided by √(tokens) and squashed by tanh. */
export function sentimentScore(text: string, lang: Language): number {
  const { analyzer, scale } = analyzerFor(lang);
  let sum = 0;
  let tokens = 0;
  for (const clause of clauses(text)) {
    const words = tokenize(clause, lang);
    if (words.length === 0) continue;
    sum += (analyzer.getSentiment(words) * words.length) / scale;
    tokens += words.length;
  }
  if (tokens === 0) return 0;
  const score = Math.tanh((2 * sum) / Math.sqrt(tokens));
  return Math.round(score * 1000) / 1000;
}

/**
 * Common function and filler words per language (natural's stop-word lists miss some, and has none for German):
 * never key phrases.
 */
const FUNCTION_WORDS: Record<Language, string[]> = {
  en: ["the", "and", "is", "were", "with", "very", "but", "not", "it", "of", "to", "our", "we", "this", "too", "food", "really"],
  es: ["el", "una", "los", "las", "muy", "pero", "fue", "es", "y", "del", "estaba", "comida", "mesero", "nos", "lo", "servicio", "todo"],
  pt: ["os", "muito", "mas", "foi", "não", "estava", "comida", "atendimento", "uma", "um", "nos", "ao", "é", "bem"],
  fr: ["le", "les", "très", "mais", "était", "avec", "est", "et", "pas", "du", "des", "nous", "un", "c'est", "service", "plats"],
  it: ["il", "molto", "ma", "era", "è", "non", "della", "abbiamo", "gli", "di", "cibo", "servizio", "piatti", "tutto", "che"],
  nl: ["het", "een", "heel", "erg", "maar", "niet", "en", "eten", "lekker", "we", "zeer", "bediening", "van", "te"],
  de: ["der", "die", "das", "sehr", "aber", "war", "mit", "nicht", "und", "ein", "eine", "essen", "ist", "wir", "zu"],
};

const STOPWORDS: Record<Language, Set<string>> = {
  en: new Set(stopEn.words),
  es: new Set(stopEs.words),
  pt: new Set(stopPt.words),
  fr: new Set(stopFr.words),
  it: new Set(stopIt.words),
  nl: new Set(stopNl.words),
  de: new Set(FUNCTION_WORDS.de.concat(["den", "dem", "des", "es", "ich", "sie", "er", "auch", "so", "noch", "nur", "wie", "im", "am", "auf", "für", "von", "hat", "haben", "wurde", "uns"])),
};

/**
 * Key phrases: content words (not stop words, not function words, at least three letters) and adjacent pairs of them
 * within a clause. A pair scores 1.5 per occurrence, a word 1, plus its polarity weight (so "rude waiter" beats
 * "evening"); words already inside a chosen pair are not repeated. At most five, in order of score.
 */
export function keyPhrases(text: string, lang: Language, max = 5): string[] {
  const stop = STOPWORDS[lang];
  const { analyzer } = analyzerFor(lang);
  const isContent = (w: string) => w.length >= 3 && !stop.has(w) && !FUNCTION_WORDS[lang].includes(w) && !/^\d+$/.test(w);
  const scores = new Map<string, { score: number; first: number }>();
  let pos = 0;
  const add = (phrase: string, score: number) => {
    const s = scores.get(phrase);
    if (s) s.score += score;
    else scores.set(phrase, { score, first: pos });
    pos++;
  };
  const weight = (w: string) => Math.min(1, Math.abs(analyzer.vocabulary[w] ?? 0));
  for (const clause of clauses(text)) {
    const words = tokenize(clause, lang);
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
