import danish from "@nlpjs/lang-da/src/sentiment/sentiment_da.js";
import StemmerDa from "@nlpjs/lang-da/src/stemmer-da.js";
import SentimentAnalyzer from "natural/lib/natural/sentiment/SentimentAnalyzer.js";
import stemmerEn from "natural/lib/natural/stemmers/porter_stemmer.js";
import stemmerDe from "natural/lib/natural/stemmers/porter_stemmer_de.js";
import stemmerEs from "natural/lib/natural/stemmers/porter_stemmer_es.js";
import stemmerFr from "natural/lib/natural/stemmers/porter_stemmer_fr.js";
import stemmerIt from "natural/lib/natural/stemmers/porter_stemmer_it.js";
import stemmerNl from "natural/lib/natural/stemmers/porter_stemmer_nl.js";
import stemmerPt from "natural/lib/natural/stemmers/porter_stemmer_pt.js";
import { DOMAIN_PHRASES, DOMAIN_WORDS, LEXICON_CORRECTIONS } from "./sentiment-domain.js";
import type { Language } from "./sentiment-language.js";
import { STOPWORDS } from "./sentiment-stopwords.js";

/**
 * One polarity lexicon per language, all on AFINN's scale (−5…5):
 * - English, Spanish, Portuguese: AFINN (AFINN-165 and natural's translations), from `natural`;
 * - French, Italian, Dutch, German: the Pattern lexicons (−1…1, times 5), from `natural`;
 * - Danish: AFINN-da, the Danish original of AFINN (its author is Danish), from @nlpjs/lang-da, keyed by the Snowball
 *   stem (natural has no Danish lexicon; the customer measured Danish at 38 %).
 * plus the restaurant words of sentiment-domain.ts. A word is looked up as written, then by its Snowball stem
 * (each lexicon's keys are stemmed once, when its language is first scored), so "delicious"/"deliciously",
 * "kalt"/"kalten" and "lækre"/"lækkert" all find their entry.
 */
type Stemmer = (word: string) => string;

const daStemmer = new StemmerDa();
const STEMMERS: Record<Language, Stemmer> = {
  en: (w) => stemmerEn.stem(w),
  es: (w) => stemmerEs.stem(w),
  pt: (w) => stemmerPt.stem(w),
  fr: (w) => stemmerFr.stem(w),
  it: (w) => stemmerIt.stem(w),
  nl: (w) => stemmerNl.stem(w),
  de: (w) => stemmerDe.stem(w),
  da: (w) => daStemmer.stemWord(w),
};

const NATURAL_SPEC: Partial<Record<Language, [name: string, type: "afinn" | "pattern", scale: number]>> = {
  en: ["English", "afinn", 1],
  es: ["Spanish", "afinn", 1],
  pt: ["Portuguese", "afinn", 1],
  fr: ["French", "pattern", 5],
  it: ["Italian", "pattern", 5],
  nl: ["Dutch", "pattern", 5],
  de: ["German", "pattern", 5],
};

/** The upstream lexicon of a language, on AFINN's scale, and whether its keys are stems already. */
function upstream(lang: Language): { words: Record<string, number>; stemmed: boolean } {
  if (lang === "da") return { words: { ...danish.afinn }, stemmed: true };
  const [name, type, scale] = NATURAL_SPEC[lang]!;
  const vocabulary = new SentimentAnalyzer(name, undefined, type).vocabulary;
  const words: Record<string, number> = {};
  for (const [w, v] of Object.entries(vocabulary)) words[w.toLowerCase()] = Number(v) * scale;
  return { words, stemmed: false };
}

/** The words of a lexicon that share one stem, with their values. */
type StemEntry = Array<[word: string, value: number]>;

function byStem(words: Record<string, number>, stem: Stemmer): Map<string, StemEntry> {
  const out = new Map<string, StemEntry>();
  for (const [w, v] of Object.entries(words)) {
    const s = stem(w);
    const e = out.get(s);
    if (e) e.push([w, v]);
    else out.set(s, [[w, v]]);
  }
  return out;
}

/**
 * A word found by its stem takes the mean value of the lexicon words with that stem that it differs from only in
 * its last two letters or in what it adds: an inflection ("kaltes" of "kalt", "deliciosas" of "delicioso") is
 * matched, a word of another sense that the stemmer happens to cut to the same stem is not ("queremos" is not
 * "querido", "accueil" is not "accueillant").
 */
function fromStem(entry: StemEntry | undefined, word: string): number | undefined {
  if (!entry) return undefined;
  let sum = 0;
  let n = 0;
  for (const [w, v] of entry) {
    let common = 0;
    while (common < w.length && w[common] === word[common]) common++;
    if (common >= w.length - 2) {
      sum += v;
      n++;
    }
  }
  return n > 0 ? sum / n : undefined;
}

export type Lexicon = {
  /** The word's polarity on AFINN's scale; undefined when no lexicon knows it. */
  valence(word: string): number | undefined;
  /** Multi-word expressions: the longest one starting at `tokens[i]`, with its length. */
  phraseAt(tokens: readonly string[], i: number): { valence: number; length: number } | undefined;
  stem: Stemmer;
};

function buildLexicon(lang: Language): Lexicon {
  const stem = STEMMERS[lang];
  const { words, stemmed } = upstream(lang);
  Object.assign(words, LEXICON_CORRECTIONS[lang] ?? {});
  // AFINN-da is keyed by stems already; English AFINN lists its inflections itself, and English stems are short
  // enough to collide ("has" → "ha", laughter +2), so English words are matched by stem only against the domain list.
  const upstreamByStem = stemmed
    ? new Map(Object.entries(words).map(([k, value]): [string, StemEntry] => [k, [[k, value]]]))
    : lang === "en" ? new Map<string, StemEntry>() : byStem(words, stem);
  const domain = DOMAIN_WORDS[lang] ?? {};
  const domainByStem = byStem(domain, stem);
  const stop = STOPWORDS[lang];
  const phrases = DOMAIN_PHRASES[lang] ?? {};
  const cache = new Map<string, number | undefined>();
  let unaccented: Map<string, string> | undefined;
  let unaccentedStems: Map<string, string> | undefined;
  // Built with the lexicon (a few ms, once per language) rather than at the first misspelt word of a review.
  const misspelt = misspellingIndex(stemmed ? domain : { ...words, ...domain });
  return {
    stem,
    valence(word) {
      if (cache.has(word)) return cache.get(word);
      // The restaurant sense first, as written or inflected; then the general lexicon.
      let v = domain[word];
      if (v === undefined && !stop.has(word)) {
        const s = stem(word);
        v = fromStem(domainByStem.get(s), word) ?? (stemmed ? undefined : words[word]) ?? fromStem(upstreamByStem.get(s), word) ?? (stemmed ? words[word] : undefined);
      }
      // English comparatives and superlatives of the lexicon's adjectives: "friendliest", "tastiest", "nicest", "rudest".
      if (v === undefined && lang === "en" && word.length > 5) v = comparedEnglish(word, (w) => this.valence(w));
      // Danish adjectives take -t in the neuter ("opmærksomt", "uvenligt"), which the Snowball stemmer keeps.
      if (v === undefined && lang === "da" && word.length > 4 && word.endsWith("t")) v = this.valence(word.slice(0, -1));
      if (v === undefined) v = negatedByPrefix(word, lang, (rest) => this.valence(rest));
      // Written as one with a hyphen: "over-cooked", "luke-warm" as the word they make, else by their last part.
      if (v === undefined && word.includes("-")) v = this.valence(word.replaceAll("-", "")) ?? this.valence(word.slice(word.lastIndexOf("-") + 1));
      // German and Danish compounds take the sense of their last part: "knochentrocken", "superlækker", "kinderfreundlich".
      if (v === undefined && COMPOUNDING.has(lang) && word.length >= 8) v = compoundHead(word, (w) => this.valence(w));
      // Typed without accents ("delicieux", "riquisimo", "degoutant"): the accented entry, where only one has that form.
      if (v === undefined && ACCENTED.has(lang) && word.length >= 4 && !stop.has(word) && fold(word) === word) {
        unaccented ??= unaccentedIndex([...Object.keys(domain), ...Object.keys(words)]);
        // …or, inflected, the entry whose stem has that form ("riquisima" of "riquísimo").
        unaccentedStems ??= unaccentedIndex([...Object.keys(domain), ...Object.keys(words)], stem);
        const original = unaccented.get(word) ?? unaccentedStems.get(stem(word));
        if (original) v = this.valence(original);
      }
      // Typed in a hurry: "suuuper", "kallt" (a letter held down), "delicous", "frendly", "absolutley" (one left out,
      // added or swapped). Not a letter typed for another: real words are that close ("steak" / "steal").
      if (v === undefined && word.length >= 5 && !stop.has(word) && !/\d/.test(word)) {
        // Three of a letter are never a word; two often are ("salle" is not "sale"): undoubled, only a restaurant word.
        const double = word.replace(/(\p{L})\1\1+/gu, "$1$1");
        if (double !== word) v = this.valence(double) ?? this.valence(word.replace(/(\p{L})\1\1+/gu, "$1"));
        // English typed without its last "g": "amazin", "disappointin"
        if (v === undefined && lang === "en" && word.endsWith("in")) v = this.valence(`${word}g`);
        const undoubled = word.replace(/(\p{L})\1+/gu, "$1");
        if (v === undefined && undoubled !== word) v = domain[undoubled] ?? fromStem(domainByStem.get(stem(undoubled)), undoubled);
        if (v === undefined && word.length >= 6) {
          v = fromMisspelling(misspelt, word, (w) => this.valence(w));
        }
      }
      // Bounded: a long-running server sees an open-ended vocabulary (names, typos).
      if (cache.size > 20_000) cache.clear();
      cache.set(word, v);
      return v;
    },
    phraseAt(tokens, i) {
      for (const length of [4, 3, 2]) {
        const v = phrases[tokens.slice(i, i + length).join(" ")];
        if (v !== undefined && i + length <= tokens.length) return { valence: v, length };
      }
      return undefined;
    },
  };
}

/**
 * "friendliest" → "friendly", "tastier" → "tasty", "rudest" → "rude", "biggest" → "big": the base form's value. Not
 * "-er", which as often makes a noun of a verb ("waiter" is not more "wait").
 */
function comparedEnglish(word: string, valence: (w: string) => number | undefined): number | undefined {
  const m = /^(.+?)(iest|ier|est)$/u.exec(word);
  if (!m) return undefined;
  const [, base, ending] = m as unknown as [string, string, string];
  const candidates = ending.startsWith("i") ? [`${base}y`] : [base, `${base}e`, base.replace(/(.)\1$/u, "$1")];
  for (const c of candidates) {
    if (c.length < 3) continue;
    const v = valence(c);
    if (v !== undefined && v !== 0) return v;
  }
  return undefined;
}

const COMPOUNDING = new Set<Language>(["de", "da"]);
const ADJECTIVE_ENDING = /(?:ig|ige|igt|lich|liche|los|lose|isch|ische|bar|sam|som|somt|haft|er|en|t|et|lig|lige|ligt)$/u;
/**
 * The value of the longest known last part (five letters or more, after four or more: not a verb's prefix, "forventet"
 * is not "ventet"): a compound's head.
 */
function compoundHead(word: string, valence: (w: string) => number | undefined): number | undefined {
  for (let i = 4; i <= word.length - 5; i++) {
    // Only an adjective's ending: a noun head names a thing ("Kanelsnegle" is a cinnamon roll, not a snail;
    // "Albtraum" a nightmare, not a dream).
    if (!ADJECTIVE_ENDING.test(word.slice(i))) continue;
    const v = valence(word.slice(i));
    if (v !== undefined) return v;
  }
  return undefined;
}

/**
 * Languages written with accents that guests often leave out on a phone keyboard. Not German or Danish: there the
 * letter is another word ("schon" already / "schön" nice, "mor" mother / "mør" tender).
 */
const ACCENTED = new Set<Language>(["es", "fr", "pt", "it"]);

export const fold = (w: string): string => w.normalize("NFD").replace(/\p{M}/gu, "");

/** Accent-free form → the one lexicon word that has it (forms shared by two words are left out). */
function unaccentedIndex(keys: string[], stem: Stemmer = (w) => w): Map<string, string> {
  const out = new Map<string, string>();
  const shared = new Set<string>();
  for (const k of keys) {
    if (fold(k) === k) continue;
    const f = fold(stem(k));
    if (f.length < 4) continue;
    if (out.has(f) && out.get(f) !== k) shared.add(f);
    else out.set(f, k);
  }
  for (const f of shared) out.delete(f);
  return out;
}

/**
 * Clear opinion words (|v| ≥ 2, six letters or more) by each form one letter shorter: a typed word one letter short
 * of one ("delicous"), one letter over ("absolutelly"), or with two letters swapped ("absolutley": both drop to
 * "absolutly") finds it. Same first letter only: a slip of the first letter is rare, and "dinner" is not "winner".
 */
function misspellingIndex(words: Record<string, number>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (k: string, w: string) => {
    const e = out.get(k);
    if (!e) out.set(k, [w]);
    else if (!e.includes(w)) e.push(w);
  };
  for (const [w, v] of Object.entries(words)) {
    if (w.length < 6 || Math.abs(v) < 2 || !/^\p{L}+$/u.test(w)) continue;
    add(w, w);
    for (let i = 1; i < w.length; i++) add(w.slice(0, i) + w.slice(i + 1), w);
  }
  return out;
}

/** The one opinion a misspelt word is nearest to; undefined if none is, or the near ones disagree. */
function fromMisspelling(index: Map<string, string[]>, word: string, valence: (w: string) => number | undefined): number | undefined {
  const near = new Set<string>();
  const sameLength = (a: string) => a.length === word.length;
  // One left out: the word is a shorter form of an entry; not its last letter, which makes another word as often
  // ("precios" prices / "precioso" lovely).
  for (const w of index.get(word) ?? []) if (w !== word && w.length === word.length + 1 && !w.startsWith(word)) near.add(w);
  for (let i = 1; i < word.length - 1; i++) {
    const shorter = word.slice(0, i) + word.slice(i + 1);
    for (const w of index.get(shorter) ?? []) {
      // one added (the entry itself), or two swapped (same length, and the two differ by a swap of neighbours)
      if (w === shorter || (sameLength(w) && isSwap(w, word))) near.add(w);
    }
  }
  const values = [...near].map(valence).filter((v): v is number => v !== undefined && v !== 0);
  if (values.length === 0 || (values.some((v) => v > 0) && values.some((v) => v < 0))) return undefined;
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function isSwap(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * Negating prefixes: "uopmærksom", "unaufmerksam", "inattentive" are missing from the lexicons that have
 * "opmærksom", "aufmerksam", "attentive". An unknown word whose remainder (four letters or more) is praise reads as
 * three quarters of that, turned; a remainder that is a complaint says nothing ("unbad" is not a word).
 */
const NEGATING_PREFIXES: Record<Language, string[]> = {
  en: ["un", "in", "im", "dis"],
  da: ["u"],
  de: ["un"],
  nl: ["on"],
  es: ["in", "des"],
  pt: ["in", "des"],
  fr: ["in", "im", "dés", "mé"],
  it: ["in", "s"],
};
// Adjectives of possibility are praise with the prefix: "unbeatable", "inmejorable", "incroyable", "unglaublich".
const POSSIBILITY = /(?:able|ible|ables|ibles|bar|bare|lich|liche|lig|lige|ligt)$/u;

function negatedByPrefix(word: string, lang: Language, valence: (w: string) => number | undefined): number | undefined {
  if (POSSIBILITY.test(word)) return undefined;
  for (const p of NEGATING_PREFIXES[lang]) {
    if (!word.startsWith(p) || word.length - p.length < 4) continue;
    const v = valence(word.slice(p.length));
    if (v !== undefined && v > 0) return -0.75 * v;
  }
  return undefined;
}

const lexicons = new Map<Language, Lexicon>();

/** The lexicon of a language, built the first time that language is scored. */
export function lexiconFor(lang: Language): Lexicon {
  let l = lexicons.get(lang);
  if (!l) {
    l = buildLexicon(lang);
    lexicons.set(lang, l);
  }
  return l;
}
