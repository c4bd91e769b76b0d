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

/** The review's features, each once. */
export function reviewFeatures(text: string): Set<string> {
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
  return f;
}
