import type { SentimentLabel } from "@tavola/contracts";
import { CUES, cueAt, isCue, longWaitAt } from "./sentiment-cues.js";
import { EMOJI } from "./sentiment-emoji.js";
import { detectLanguage, MAIN_LANGUAGES, SCORED, sentences, tokenize, type Language } from "./sentiment-language.js";
import { fold, lexiconFor } from "./sentiment-lexicons.js";
import { NEGATION_WINDOW, RULES, type LanguageRules } from "./sentiment-rules.js";
import { FUNCTION_WORDS, STOPWORDS } from "./sentiment-stopwords.js";
import { combinedProbabilities, loadSentimentModel, MODEL_LABELS, ngramProbabilities } from "./sentiment-model.js";

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
 * Measured by bench/sentiment.bench.mjs on a development set (sentiment-eval/dev.ts, held-out.ts, dev-2.ts … dev-7.ts)
 * and two held-out sets never tuned on (sentiment-eval/held-out-2.ts, held-out-3.ts).
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
/** The most one item counts in a mixed review with no verdict. */
const MIXED_CAP = 2;
/** A dietary need stated and ignored ("allergy … still came with nuts"): a clear complaint. */
const DISREGARDED = -2.5;
/** A wait of most of an hour or more stated ("40 minutes", "una hora"): a mild complaint, like an absence. */
const LONG_WAIT = -1.5;
/** "No apology", "ni se disculparon", "niemand hat sich entschuldigt": as much a complaint as a clear word. */
const APOLOGY_MISSING = -2;
/** A dietary need stated and then catered for: praise. */
const CATERED = 2;
/** "I'd have expected more": a let-down, as much as a clear complaint word. */
const LET_DOWN = -2;
/** VADER's normalisation, x / √(x² + α): α = 15 means a sum of ±2.3 (one clear word) scores ±0.5. */
const ALPHA = 15;

type WordSets = { [K in Exclude<keyof LanguageRules, "irony" | "ironicPraise" | "dietary">]: Set<string> };
type Compiled = WordSets & Pick<LanguageRules, "irony" | "ironicPraise" | "dietary">;
const compiled = new Map<Language, Compiled>();
function rulesFor(lang: Language): Compiled {
  let c = compiled.get(lang);
  if (!c) {
    const { irony, ironicPraise, dietary, ...lists } = RULES[lang];
    // Typed without accents too where guests leave them out ("tres bon", "nao gostei"; not German "schon").
    const withFolded = (v: string[]) => (lang === "de" || lang === "da" ? v : [...v, ...v.map(fold)]);
    const sets = Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, new Set(withFolded(v))])) as WordSets;
    c = { ...sets, irony, ironicPraise, dietary };
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
    // Only a concession that opens the sentence concedes ("Although the service was slow, …"); one that follows the
    // main clause restricts it ("Friendly staff, though the food was so-so"), and both halves count in full.
    if (i > 0) continue;
    for (let j = i; j < tokens.length && tokens[j] !== ","; j++) w[j] = w[j]! * CONCEDED;
  }
  return w;
}

/** Score in [-1, 1]. */
export function sentimentScore(text: string, lang: Language): number {
  return scored(text, lang).score;
}

/** The score, and how many opinion items (words, phrases, emoji, ratings, absences) it was made of. */
function scored(text: string, lang: Language): { score: number; items: number } {
  const lex = lexiconFor(lang);
  const r = rulesFor(lang);
  const stop = STOPWORDS[lang];
  const and = AND[lang];
  const cues = CUES[lang];
  const lower = text.toLowerCase().replace(/’/g, "'");
  let ironic = r.irony.some((m) => lower.includes(m));
  // "Love paying 15 quid for three chips": praising a cost is the complaint, with or without a complaint word.
  const praisedCost = r.ironicPraise.some((re) => re.test(lower));
  const found: number[] = ratings(text);
  const quoted = scareQuoted(text, lang);
  let verdict = found.length > 0;
  let dietary = false;
  let disregard = false;
  /** Where each sentence's items start in `found`. */
  const starts: number[] = [];
  // Emoji by the table only (sentiment-emoji.ts): some lexicons carry tweet scores for food emoji ("🍕" +3).
  const starRating = hasStarRating(text);
  // A dietary need is no opinion: "intolérance" is not "in-" + "tolérance", "nøddeallergi" not "nød" (enjoyed).
  const isDietary = (t: string) => isCue(r.dietary, t, lang) && !isCue(cues.freeOf, t, lang);
  const opinionAt = (t: string) =>
    t === "," ? undefined : PICTOGRAPH.test(t) ? (starRating && FILLED_STARS.includes(t) ? undefined : EMOJI[t]) : r.negators.has(t) || isDietary(t) ? undefined : lex.valence(t);
  const all = sentences(text, lang);
  const lonePraise = opensWithLonePraise(all[0]?.tokens ?? [], r, opinionAt);
  let longWait = false;
  let speedPraised = false;
  /**
   * Where a dietary need was first stated (clause number and word position), and the clauses that name what it rules
   * out after it: an allergen in a later clause ("nut allergy, but there were nuts"), meat after a meatless diet even
   * in its own clause ("the vegan curry had chicken stock in it").
   */
  let needClause = -1;
  let meatNeed: { clause: number; at: number } | undefined;
  /** What the guest asked to leave out ("no onions", "sin cebolla"), by stem, with the clause it was asked in. */
  const leftOut = new Map<string, number>();
  /** Whether a later clause offered what the need asks for ("a full gluten-free menu"), and at what weight. */
  let catered: number | undefined;
  let clause = 0;
  let at = 0;
  const allergenClauses = new Set<number>();
  const praisingClauses = new Set<number>();

  for (const { tokens, question } of all) {
    starts.push(found.length);
    const weights = clauseWeights(tokens, r);
    let disregardHere = false;
    /** Clause numbers of this sentence's tokens: commas and "and" end one ("I'm coeliac and they served bread"). */
    const clauseOf: number[] = [];
    clause++;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      at++;
      if (t === "," || t === and) clause++;
      clauseOf.push(clause);
      if (!meatNeed && isCue(cues.meatFree, t, lang)) {
        dietary = true;
        meatNeed = { clause, at };
      }
      if (weights[i] !== 1 || r.verdict.has(t)) verdict = true;
      if (isCue(r.dietary, t, lang) && !isCue(cues.freeOf, t, lang)) {
        dietary = true;
        if (needClause < 0) needClause = clause;
      }
      if (markerAt(r.disregard, tokens, i) > 0) disregardHere = true;
      // An allergen named in a later clause, not "free of" it ("gluten free", "sans lactose", "ohne Sahne").
      const free = (k: number) => k >= 0 && k < tokens.length && isCue(cues.freeOf, tokens[k]!, lang);
      // "gluten-free", "laktose-fri": written as one with a hyphen
      const freeJoined = t.includes("-") && t.split("-").slice(1).some((p) => isCue(cues.freeOf, p, lang));
      const notFree = !isCue(cues.freeOf, t, lang) && !freeJoined && !free(i - 1) && !free(i - 2) && !free(i + 1);
      if (needClause >= 0 && clause > needClause && cueAt(cues.allergens, tokens, i, lang) && notFree) allergenClauses.add(clause);
      if (meatNeed && (clause > meatNeed.clause || at >= meatNeed.at + 2) && cueAt(cues.meat, tokens, i, lang) && notFree) allergenClauses.add(clause);
      // "Asked for no onions, got extra onions": what was to be left out, named again later and not as left out.
      const stemmed = t.length >= 4 ? lex.stem(t) : "";
      if (stemmed && free(i - 1) && !leftOut.has(stemmed) && opinionAt(t) === undefined) leftOut.set(stemmed, clause);
      else if (stemmed && notFree && (leftOut.get(stemmed) ?? clause) < clause) allergenClauses.add(clause);
      const offered = isCue(cues.allergens, t, lang) && !notFree;
      if (needClause >= 0 && clause > needClause && catered === undefined && !question && offered) catered = weights[i]!;
    }
    /** The opinion items of this sentence with the token each was found at. */
    const items: Array<{ at: number; v: number }> = [];
    /** The last token of the last expression read: its words ("no me canso de …") negate nothing after it. */
    let phraseEnd = -1;
    if (weights[0] === AFTER_CONTRAST) for (let k = 0; k < found.length; k++) found[k] = found[k]! * BEFORE_CONTRAST;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t === ",") continue;
      // "… hätte ich mehr als drei Ravioli erwartet": having expected, after a modal or "more" in the clause
      if (cues.expected.includes(t) && !lex.phraseAt(tokens, i) && expectedBefore(tokens, i, cues.expectModals)) {
        found.push(LET_DOWN * weights[i]! * (question ? QUESTION : 1));
        items.push({ at: i, v: LET_DOWN });
        continue;
      }
      if (longWaitAt(tokens, i, cues)) {
        longWait = true;
        found.push(LONG_WAIT * weights[i]! * (question ? QUESTION : 1));
        items.push({ at: i, v: LONG_WAIT });
        continue;
      }
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
      for (let k = i - 1, seen = 0; k > phraseEnd && seen < NEGATION_WINDOW && tokens[k] !== "," && tokens[k] !== and; k--) {
        const p = tokens[k]!;
        if (!stop.has(p) || r.negators.has(p)) seen++;
        if (r.negators.has(p)) negated = true;
        if (r.absence.has(p)) never = true;
        if (r.degree.has(p)) degree = true;
        if (seen <= 2 && r.intensifiers.has(p)) scale = INTENSIFIED;
        if (seen <= 2 && r.diminishers.has(p)) scale = DIMINISHED;
      }
      if (!negated && POST_VERBAL.has(lang)) {
        // French "ne … plus" (no more): "plus" negates only with "ne" before the verb ("on ne reviendra plus").
        const nePlus = lang === "fr" && (tokens[i - 1] === "ne" || tokens[i - 1] === "n" || tokens[i - 2] === "ne" || tokens[i - 2] === "n");
        negated = negatedAfter(tokens, i + (phrase?.length ?? 1), r, and, opinionAt, nePlus, (k) => lex.phraseAt(tokens, k) !== undefined);
      }
      // "better", and "more" before an adjective: "couldn't have been more helpful", "n'aurait pas pu être plus gentil"
      const comparative = r.comparatives.has(t) || cues.more.includes(tokens[i - 1] ?? "");
      // The modal stands further back than a negation: "could not have been better".
      for (let k = i - 1; comparative && k >= 0 && k >= i - MODAL_WINDOW && tokens[k] !== ","; k--) if (r.modals.has(tokens[k]!)) modal = true;
      const enoughAfter = cues.enough.includes(tokens[i + (phrase?.length ?? 1)] ?? "");
      if (v > 0 && negated && !enoughAfter && clauseHas(tokens, i, cues.enough)) {
        // "I can't say enough good things", "Jeg kan ikke rose stedet nok" — but "not good enough" stays a complaint.
        v = Math.abs(v) * INTENSIFIED;
      } else if (comparative && negated && clauseHas(tokens, i, cues.find)) {
        // "You won't find a better brunch", "Vous ne trouverez pas meilleur brunch": a superlative.
        v = Math.abs(v) * INTENSIFIED;
      } else if (comparative && modal) {
        // "could have been better" is a mild complaint; "couldn't have been better" high praise.
        v = negated ? Math.abs(v) * INTENSIFIED : Math.abs(v) * NEGATED;
      } else if (negated && never && (degree || comparative)) {
        // "never had such good pasta", "nie so gut gegessen": a superlative, not a denial.
        v = v * INTENSIFIED;
      } else if (negated && cueAt(cues.apology, tokens, i, lang)) {
        v = APOLOGY_MISSING;
      } else if (negated && v < 0 && cueAt(cues.unturned, tokens, i, lang)) {
        // "still not refunded", "toujours pas remboursé": the refund is the complaint either way.
        v = v * scale;
      } else v = v * scale * (negated ? NEGATED : 1);
      if (v > 0 && isCue(cues.speed, t, lang)) speedPraised = true;
      // Scare quotes: "the 'fresh' fish was clearly frozen", « le 'fait maison' » — the praise is doubted.
      if (v > 0 && quoted.has(t)) v = -v;
      v = v * weights[i]! * (question ? QUESTION : 1);
      found.push(v);
      items.push({ at: i, v });
      if (v > 0) praisingClauses.add(clauseOf[i]!);
      if (phrase) {
        i += phrase.length - 1;
        phraseEnd = i;
      }
    }
    const here = found.slice(starts[starts.length - 1]);
    // "… still came with almonds": the adverb says the need was ignored, unless the sentence praises ("still careful").
    if (disregardHere && !here.some((v) => v > 0)) disregard = true;
    // "Oh great, another hour's wait": the opening praise is irony when the rest of its sentence only complains.
    const onlyComplaintAfter = here.slice(1).some((v) => v < 0) && !here.slice(1).some((v) => v > 0) && (here[0] ?? 0) > 0;
    if (onlyComplaintAfter && starts.length === 1 && lonePraise >= 0) ironic = true;
    // …the interjection before it ("Yeah, amazing, they forgot the fries again") is part of the opening, not the rest.
    const rest = items.filter((x) => x.at > lonePraise);
    if (starts.length === 1 && lonePraise > 0 && rest.some((x) => x.v < 0) && !rest.some((x) => x.v > 0)) ironic = true;
    // "Thanks for the cold pizza(, it was delicious)": a complaint is the first opinion after the thanks in its clause.
    for (let k = 0; k < tokens.length; k++) {
      if (markerAt(r.thanksFor, tokens, k) === 0) continue;
      const next = items.find((x) => x.at > k + 1 && clauseOf[x.at] === clauseOf[k]);
      if (next && next.v < 0) ironic = true;
    }
  }
  // The need stated, then the allergen served: "nut allergy, but there were nuts in the dressing".
  const served = [...allergenClauses].some((c) => !praisingClauses.has(c));
  if ((dietary && (disregard || served)) || (leftOut.size > 0 && served)) found.push(DISREGARDED);
  // The need stated, then met: "As a coeliac I rarely eat out without worrying, but here they had a full gluten-free
  // menu" — weighed by its clause, so a need met before "but" and ignored after it stays a complaint.
  else if (catered !== undefined) found.push(CATERED * catered);
  // "Only 90 minutes for a salad. Speedy.": praise of speed beside a long wait is irony.
  if (longWait && speedPraised) ironic = true;
  // "Oh brilliant, the vegetarian option is a side salad.": an exclamation of praise, then a fact, and nothing else
  // praised — the exclamation is the complaint.
  const opening = all[0]?.tokens ?? [];
  const exclaimed = lonePraise >= 0 && r.exclamations.has(opening[lonePraise]!) && opening.length - lonePraise >= 5;
  const praised = found.filter((v) => v > 0).length;
  // …and a closing exclamation alone says it again ("… about as hot as a glass of milk. Brilliant.")
  const closing = all.length > 1 ? all[all.length - 1]!.tokens : [];
  const closesExclaiming = closing.length > 0 && closing.length <= 2 && closing.some((t) => r.exclamations.has(t)) ? 1 : 0;
  const openerItems = opening.slice(0, lonePraise + 1).filter((t) => (opinionAt(t) ?? 0) > 0).length + closesExclaiming;
  const sarcasticOpener = exclaimed && praised === openerItems && !verdict && ratings(text).length === 0;
  // Irony: "Oh great, another hour's wait. Fantastic service as always." — the praise is the complaint. So is a
  // short closing thanks after nothing but complaint ("Cold again. Thanks a lot.").
  ironic ||= closesWithLoneThanks(found, starts, all, r);
  if ((ironic && found.some((v) => v < 0)) || praisedCost || sarcasticOpener) for (let i = 0; i < found.length; i++) found[i] = -Math.abs(found[i]!);
  let sum = found.reduce((a, b) => a + b, 0);
  // Mixed with no verdict ("Great dessert, forgettable main course", "Dessert hervorragend, Hauptgang eher
  // langweilig"): what counts is how many things were praised and how many criticised, not how strong a word the
  // lexicon has for each ("hervorragend" 4, "langweilig" −2), so every item counts at most ±MIXED_CAP. Faint items
  // (a lexicon's 0.5 for "arrived") make no side.
  if (!verdict && found.some((v) => v >= 1) && found.some((v) => v <= -1)) {
    sum = found.reduce((a, b) => a + Math.max(-MIXED_CAP, Math.min(MIXED_CAP, b)), 0);
  }
  const score = sum / Math.sqrt(sum * sum + ALPHA);
  return { score: Math.round(score * 1000) / 1000, items: found.length };
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

const PICTOGRAPH = /^\p{Extended_Pictographic}/u;

const foldedStop = new Map<Language, Set<string>>();
function foldedStopwords(lang: Language): Set<string> {
  let f = foldedStop.get(lang);
  if (!f) {
    f = new Set([...STOPWORDS[lang]].map(fold));
    foldedStop.set(lang, f);
  }
  return f;
}

/**
 * Ratings written in the text, in any of the languages, in digits or words: "5/5", "2 out of 10", "two out of five",
 * "4 von 5", "1 ud af 5", "seks ud af seks", "3 sur 10", "5 stars", "cinco estrellas", "une étoile", "en stjerne".
 * Out of 5, 6 (Danish reviews give stars out of six) or 10; four fifths and up is praise, two fifths and down a
 * complaint. Stars alone are out of 5.
 */
const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  cero: 0, uno: 1, una: 1, un: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
  zéro: 0, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10,
  null: 0, ein: 1, eine: 1, einen: 1, einem: 1, einer: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10,
  nul: 0, en: 1, én: 1, et: 1, ét: 1, to: 2, tre: 3, fire: 4, fem: 5, seks: 6, syv: 7, otte: 8, ni: 9, ti: 10,
};
const NUM = `(\\d{1,2}(?:[.,]5)?|${Object.keys(NUMBER_WORDS).join("|")})`;
// Not "dos de 10 euros", "un retard de 10 minutes": an amount or a time is no rating.
const UNIT = "\\s*(?:€|\\$|£|eur|euros?|kr|kroner|dkk|dollars?|pounds?|quid|min\\p{L}*|hours?|horas?|heures?|stunden?|timer?|uhr|h|personas?|personnes?|personen|people|gäste|gæster)(?!\\p{L})";
const RATING = new RegExp(`(?<![\\p{L}\\d/])${NUM}\\s*(?:\\/|out of|of|von|aus|ud af|af|sur|de|su|em|op|uit)\\s*${NUM}(?![\\p{L}\\d/])(?!${UNIT})`, "giu");
const STARS = new RegExp(`(?<![\\p{L}\\d])${NUM}\\s*(?:stars?|stjerner?|sterne?n?|étoiles?|estrellas?|stelle|estrelas?|sterren)(?!\\p{L})`, "giu");
const STAR_RUN = /(?:[⭐🌟★☆✩]\uFE0F?\s?)+/gu;
const FILLED_STARS = ["⭐", "🌟", "★"];
const STARS_DRAWN = [...FILLED_STARS, "☆", "✩"];
/** Whether the text has star runs read as ratings: their star emoji then praise nothing on their own. */
function hasStarRating(text: string): boolean {
  const alone = text.replace(STAR_RUN, "").replace(/[\s\uFE0F.!]/gu, "") === "";
  return [...text.matchAll(STAR_RUN)].some((m) => alone || [...m[0]].filter((c) => STARS_DRAWN.includes(c)).length >= 2);
}
const numberValue = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s.replace(",", "."));
function ratings(text: string): number[] {
  const out: number[] = [];
  const add = (fraction: number) => {
    if (!(fraction <= 1 && fraction >= 0)) return;
    out.push(fraction >= 0.8 ? 3 : fraction >= 0.7 ? 1 : fraction > 0.4 ? 0 : fraction > 0.2 ? -2 : -3);
  };
  for (const m of text.matchAll(RATING)) {
    const scale = numberValue(m[2]!);
    if (scale === 5 || scale === 6 || scale === 10) add(numberValue(m[1]!) / scale);
  }
  // "2 von 5 Sternen" is one rating: the stars are read in what the fractions left.
  for (const m of text.replace(RATING, " ").matchAll(STARS)) if (numberValue(m[1]!) <= 5) add(numberValue(m[1]!) / 5);
  // "⭐⭐⭐⭐⭐", "★★☆☆☆": filled stars of five (or of the stars drawn); a review of stars alone, however many.
  const runs = [...text.matchAll(STAR_RUN)].map((m) => m[0]);
  const alone = text.replace(STAR_RUN, "").replace(/[\s\uFE0F.!]/gu, "") === "";
  for (const run of runs) {
    const filled = [...run].filter((c) => FILLED_STARS.includes(c)).length;
    const drawn = [...run].filter((c) => STARS_DRAWN.includes(c)).length;
    if (drawn >= 2 || alone) add(filled / (drawn > filled ? drawn : 5));
  }
  return out;
}

/**
 * Words in quotes of one to three words ("the 'fresh' fish", „hausgemacht“, « frais »): a guest quotes a claim to
 * doubt it. Not an apostrophe inside a word ("we'd", "l'agneau").
 */
const QUOTED = /(?<![\p{L}\p{N}])['‘"“„«‹]\s?([\p{L}\p{N}-]+(?:\s[\p{L}\p{N}-]+){0,2})\s?['’"”“»›](?![\p{L}\p{N}])/gu;
function scareQuoted(text: string, lang: Language): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(QUOTED)) for (const t of tokenize(m[1]!, lang)) out.add(t);
  return out;
}

/**
 * "Oh great, another hour's wait", "Genial, otra vez…", "Bravo, encore…": a praise word alone (after at most an
 * interjection) before the first comma, in a sentence with no "but". With a complaint in the review it is irony.
 */
function opensWithLonePraise(tokens: readonly string[], r: Compiled, opinionAt: (t: string) => number | undefined): number {
  let j = 0;
  if (r.interjections.has(tokens[0] ?? "")) j = tokens[1] === "," ? 2 : 1;
  if (tokens[j + 1] !== "," || (opinionAt(tokens[j]!) ?? 0) <= 0) return -1;
  return tokens.some((_, i) => markerAt(r.contrast, tokens, i) > 0 || markerAt(r.concessive, tokens, i) > 0) ? -1 : j;
}

/**
 * A closing sentence of at most four words that only praises or thanks ("Thanks a lot.", "Genius."), after sentences
 * that only complained.
 */
function closesWithLoneThanks(found: readonly number[], starts: readonly number[], all: ReadonlyArray<{ tokens: string[] }>, r: Compiled): boolean {
  const closingTokens = all[all.length - 1]?.tokens ?? [];
  // "… We'll be back." is a verdict, not thanks.
  if (all.length < 2 || closingTokens.length > 4 || closingTokens.some((t) => r.verdict.has(t))) return false;
  const last = starts[starts.length - 1]!;
  const before = found.slice(0, last);
  const closing = found.slice(last);
  return before.length > 0 && before.every((v) => v < 0) && closing.length > 0 && closing.every((v) => v > 0);
}

/**
 * French, German, Danish and Dutch put the negation after a finite verb: "je ne recommande pas", "ich empfehle es
 * nicht", "jeg anbefaler det ikke", "ik raad het niet aan". A negator within the next three words of the clause turns
 * the opinion before it, unless it negates an opinion word of its own after it ("ce n'est pas cher").
 */
const POST_VERBAL = new Set<Language>(["fr", "de", "da", "nl"]);
const THAN = new Set(["que", "qu", "als", "end", "dan"]);
function negatedAfter(
  tokens: readonly string[], from: number, r: Compiled, and: string, opinionAt: (t: string) => number | undefined, nePlus: boolean,
  startsPhrase: (k: number) => boolean,
): boolean {
  for (let k = from; k < tokens.length && k < from + 3; k++) {
    const t = tokens[k]!;
    if (t === "," || t === and || markerAt(r.contrast, tokens, k) > 0) return false;
    // "plus délicieux que jamais", "besser als nie": than ever, a comparison.
    if (THAN.has(tokens[k - 1]!)) return false;
    // …not one that opens an expression of its own ("on recommandera sans hésiter", "uden tøven")
    if (r.negators.has(t) || (nePlus && t === "plus")) return !startsPhrase(k) && !hasOpinionAhead(tokens, k, opinionAt);
    if (opinionAt(t)) return false;
  }
  return false;
}

/** Whether the clause of tokens[i] has one of the words. */
function clauseHas(tokens: readonly string[], i: number, words: readonly string[]): boolean {
  for (let k = i; k >= 0 && tokens[k] !== ","; k--) if (words.includes(tokens[k]!)) return true;
  for (let k = i + 1; k < tokens.length && tokens[k] !== ","; k++) if (words.includes(tokens[k]!)) return true;
  return false;
}

/** A modal or "more" earlier in the clause of tokens[i]: "hätte ich mehr … erwartet", not "as expected". */
function expectedBefore(tokens: readonly string[], i: number, modals: readonly string[]): boolean {
  for (let k = i - 1; k >= 0 && tokens[k] !== ","; k--) if (modals.includes(tokens[k]!)) return true;
  return false;
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
