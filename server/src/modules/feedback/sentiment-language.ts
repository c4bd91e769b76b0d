import { detectAll } from "tinyld";

/** The languages the analyser has a lexicon for. */
export type Language = "en" | "es" | "pt" | "fr" | "it" | "nl" | "de" | "da";
export const SCORED: readonly Language[] = ["en", "es", "pt", "fr", "it", "nl", "de", "da"];

/** The languages Tavola's guests write in; Italian, Portuguese and Dutch are read too, but seldom written. */
export const MAIN_LANGUAGES: readonly Language[] = ["en", "da", "de", "es", "fr"];
const MAIN = new Set<string>(MAIN_LANGUAGES);
/** How much likelier than the likeliest main language a seldom one must be to win: a prior, not a rule of thumb. */
const SELDOM_MARGIN = 1.5;

/**
 * The language, by tinyld (a maintained n-gram detector, issue 15), among the ones scored here; a text too short
 * or too mixed to tell stays English. Norwegian reads as Danish (the nearest one scored), Swedish as Danish or
 * German. On a short text tinyld's n-grams are close between languages ("Is the terrace open in winter?" scores
 * Dutch 0.083, English 0.074): a seldom language must then be clearly likelier than the likeliest main one.
 */
export function detectLanguage(text: string): Language {
  const found = detectAll(text, { only: [...SCORED] });
  const top = found[0];
  if (!top) return "en";
  if (!MAIN.has(top.lang)) {
    const main = found.find((f) => MAIN.has(f.lang));
    if (main && top.accuracy < main.accuracy * SELDOM_MARGIN) return main.lang as Language;
  }
  return top.lang as Language;
}

// Words (letters, digits, inner hyphens: "rip-off", "so-so", "70-års") and emoji, one token each.
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*|\p{Extended_Pictographic}/gu;

/**
 * Lower-case tokens. English contractions are spelt out so "not" is a word ("didn't" → "did not", "won't" →
 * "will not"); elided articles and pronouns before an apostrophe ("n'était", "l'agneau") are split off, which
 * keeps French "n'" out of the way of "pas".
 */
export function tokenize(text: string, lang: Language): string[] {
  let t = text.toLowerCase().replace(/’/g, "'");
  if (lang === "en") t = t.replace(/\bwon't\b/g, "will not").replace(/\bcan't\b/g, "can not").replace(/n't\b/g, " not");
  return (t.replace(/'/g, " ").match(TOKEN) ?? []).filter((w) => w.length > 0);
}

/** One sentence of a review: its tokens, and whether it asks something (a question states no verdict). */
export type Sentence = { tokens: string[]; question: boolean };

/**
 * Sentences, each cut at its clause punctuation too (commas, colons, dashes) with a `,` token, so that negation and
 * the rules stop at a clause's end without losing the sentence's order.
 */
export function sentences(text: string, lang: Language): Sentence[] {
  const out: Sentence[] = [];
  for (const m of text.matchAll(/[^.!?;\n]+[.!?;\n]*/g)) {
    const raw = m[0];
    const tokens: string[] = [];
    for (const part of raw.split(/[,:()]|\s[-–—]\s/)) {
      const words = tokenize(part, lang);
      if (words.length === 0) continue;
      if (tokens.length > 0) tokens.push(",");
      tokens.push(...words);
    }
    if (tokens.length > 0) out.push({ tokens, question: raw.includes("?") });
  }
  return out;
}
