import { lexiconFor } from "./sentiment-lexicons.js";
import type { Language } from "./sentiment-language.js";

/**
 * The features the learned sentiment model (sentiment-model.ts) reads from a review — shared by the server and the
 * training script (server/scripts/train-sentiment.ts), so both see a review the same way:
 *   w:  word unigrams, accent-folded ("tres bon" = "très bon"), English contractions spelt out;
 *       a word within a negation's reach is marked ("!good" in "not good", "!frisk" in "ikke frisk"), so a
 *       negated opinion learns its own weight;
 *   b:  word bigrams (with the review's start and end);
 *   c:  character 3–5-grams of each word with its edges ("<lækk", "kker>"), which carry inflections, compounds and
 *       typos ("delicous", "Lieferzeit", "uopmærksomt") to what was seen in training;
 *   k:  words after a contrast ("but", "men", "aber", "pero", "mais"), where a mixed review's verdict usually is;
 *   q, x: a question; an exclamation.
 *   l:  with the review's language (as the rules read it), each opinion word's polarity in that language's lexicon
 *       (sentiment-lexicons.ts: AFINN, Pattern, AFINN-da and the restaurant words) as a bucket ("l:+2", "l:-3"),
 *       negated ("!l:+2"), after a contrast ("kl:-2") and in the last clause ("el:-2"); the sign of their sum, a
 *       negated word counting half, turned ("ln:+", "ln:0", "ln:-"); and the language itself ("lang:da").
 *       The lexicons know thousands of words per language that the training reviews never used, and a polarity
 *       learnt in one language carries to the others.
 * Binary features; the model normalises their count.
 */

/** Negations in the five main languages (folded): each reaches the next few words of its clause. */
const NEGATIONS = new Set([
  // en
  "not", "no", "never", "nothing", "nobody", "none", "neither", "nor", "without", "hardly", "barely", "nowhere",
  // da
  "ikke", "aldrig", "ingen", "intet", "ingenting", "uden", "hverken", "ej",
  // de
  "nicht", "kein", "keine", "keinen", "keinem", "keiner", "keines", "nie", "niemals", "nichts", "niemand", "ohne", "weder",
  // es
  "nunca", "nada", "nadie", "ningun", "ninguna", "ninguno", "sin", "tampoco", "ni", "jamas",
  // fr
  "pas", "jamais", "rien", "personne", "aucun", "aucune", "sans", "plus",
]);
/** How many words after a negation it turns. */
const NEGATION_REACH = 3;
/** Contrast words: what follows is usually the verdict. */
const CONTRAST = new Set(["but", "however", "men", "dog", "aber", "doch", "jedoch", "allerdings", "pero", "sin embargo", "mais", "cependant", "pourtant"]);

const TOKEN = /[\p{L}\p{N}]+|\p{Extended_Pictographic}/gu;

/** Lower case, accents folded (æ → ae, ø → o, ß → ss), typographic apostrophes made plain. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}

/** Clauses of a folded text: cut at sentence and clause punctuation. */
function clauses(folded: string): string[][] {
  const t = folded
    .replace(/\bwon't\b/g, "will not")
    .replace(/\bcan't\b/g, "can not")
    .replace(/n't\b/g, " not")
    .replace(/'/g, " ");
  const out: string[][] = [];
  for (const part of t.split(/[.!?;,:()\n]+|\s[-–—]\s/)) {
    const words = part.match(TOKEN);
    if (words && words.length > 0) out.push(words);
  }
  return out;
}

/** Polarity bucket of a lexicon valence: sign and strength 1–4 ("+2", "-3"). */
function bucket(v: number): string {
  const m = Math.min(4, Math.max(1, Math.round(Math.abs(v))));
  return `${v > 0 ? "+" : "-"}${m}`;
}

/** The lexicon features of a review read in `lang` (see the l: features above). */
function lexiconFeatures(text: string, lang: Language, f: Set<string>): void {
  const lex = lexiconFor(lang);
  f.add(`lang:${lang}`);
  const lower = text.toLowerCase().replace(/[’‘`´]/g, "'");
  const parts = lower.split(/[.!?;,:()\n]+|\s[-–—]\s/).filter((p) => /[\p{L}\p{N}]/u.test(p));
  let afterContrast = false;
  let net = 0;
  parts.forEach((part, ci) => {
    const last = ci === parts.length - 1;
    const words = part.replace(/'/g, " ").match(TOKEN) ?? [];
    let reach = 0;
    for (const w of words) {
      const folded = foldText(w);
      if (CONTRAST.has(folded)) afterContrast = true;
      const v = lex.valence(w);
      if (v !== undefined && v !== 0) {
        const b = `${reach > 0 ? "!" : ""}l:${bucket(v)}`;
        f.add(b);
        if (afterContrast) f.add(`k${b}`);
        if (last) f.add(`e${b}`);
        net += reach > 0 ? -v / 2 : v;
      }
      reach = NEGATIONS.has(folded) ? NEGATION_REACH : Math.max(0, reach - 1);
    }
  });
  f.add(`ln:${net > 1 ? "+" : net < -1 ? "-" : "0"}`);
}

/** The review's features, each once; with its language, the lexicon features too. */
export function reviewFeatures(text: string, lang?: Language): Set<string> {
  const folded = foldText(text);
  const f = new Set<string>();
  const all: string[] = ["<s>"];
  let afterContrast = false;
  for (const words of clauses(folded)) {
    let reach = 0;
    for (const w of words) {
      if (CONTRAST.has(w)) afterContrast = true;
      const marked = reach > 0 ? `!${w}` : w;
      f.add(`w:${marked}`);
      if (afterContrast) f.add(`k:${marked}`);
      all.push(marked);
      reach = NEGATIONS.has(w) ? NEGATION_REACH : Math.max(0, reach - 1);
      if (w.length > 1 && !/\p{Extended_Pictographic}/u.test(w)) {
        const edged = `<${w}>`;
        for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= edged.length; i++) f.add(`c:${edged.slice(i, i + n)}`);
      }
    }
    all.push("|");
  }
  all.push("</s>");
  for (let i = 0; i + 1 < all.length; i++) if (all[i] !== "|" && all[i + 1] !== "|") f.add(`b:${all[i]} ${all[i + 1]}`);
  if (text.includes("?")) f.add("q");
  if (text.includes("!")) f.add("x");
  if (lang) lexiconFeatures(text, lang, f);
  return f;
}
