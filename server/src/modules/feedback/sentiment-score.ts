import { CUES, cueAt, isCue, longWaitAt } from "./sentiment-cues.js";
import { EMOJI } from "./sentiment-emoji.js";
import { sentences, type Language } from "./sentiment-language.js";
import { lexiconFor } from "./sentiment-lexicons.js";
import { FILLED_STARS, hasStarRating, PICTOGRAPH, ratings, scareQuoted } from "./sentiment-ratings.js";
import {
  AFTER_CONTRAST, BEFORE_CONTRAST, clauseHas, clauseWeights, closesWithLoneThanks, expectedBefore, hasOpinionAhead, markerAt,
  negatedAfter, opensWithLonePraise, POST_VERBAL, rulesFor,
} from "./sentiment-rule-helpers.js";
import { NEGATION_WINDOW } from "./sentiment-rules.js";
import { STOPWORDS } from "./sentiment-stopwords.js";

/**
 * The rule analyser's score of a review read in one language (sentiment.ts picks the language and weighs this with the
 * learned model): lexicon polarity weighed by VADER's rules carried over to each language.
 */
// VADER's constants: a negated opinion keeps three quarters of its strength, turned; an intensifier adds about 30 %.
const NEGATED = -0.74;
const INTENSIFIED = 1.3;
const DIMINISHED = 0.6;
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

/** Score in [-1, 1]. */
export function sentimentScore(text: string, lang: Language): number {
  return scored(text, lang).score;
}

/** The score, and how many opinion items (words, phrases, emoji, ratings, absences) it was made of. */
export function scored(text: string, lang: Language): { score: number; items: number } {
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
