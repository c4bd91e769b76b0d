import type { Language } from "./sentiment-language.js";
import { fold } from "./sentiment-lexicons.js";
import { NEGATION_WINDOW, RULES, type LanguageRules } from "./sentiment-rules.js";

/** The contrast and concession weights of the rule analyser (VADER's: the clause after "but" counts 1.5, before it 0.5). */
export const BEFORE_CONTRAST = 0.5;
export const AFTER_CONTRAST = 1.5;
const CONCEDED = 0.5;

type WordSets = { [K in Exclude<keyof LanguageRules, "irony" | "ironicPraise" | "dietary">]: Set<string> };
export type Compiled = WordSets & Pick<LanguageRules, "irony" | "ironicPraise" | "dietary">;
const compiled = new Map<Language, Compiled>();
export function rulesFor(lang: Language): Compiled {
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
export function markerAt(set: Set<string>, tokens: readonly string[], i: number): number {
  if (i + 1 < tokens.length && set.has(`${tokens[i]} ${tokens[i + 1]}`)) return 2;
  return set.has(tokens[i]!) ? 1 : 0;
}

/**
 * Per-token weights of one sentence: the contrast and concession rules. A sentence that opens with the contrast
 * word ("But the mains were cold.") is weighed as the verdict; the caller weighs what came before ×0.5.
 */
export function clauseWeights(tokens: readonly string[], r: Compiled): number[] {
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

/**
 * "Oh great, another hour's wait", "Genial, otra vez…", "Bravo, encore…": a praise word alone (after at most an
 * interjection) before the first comma, in a sentence with no "but". With a complaint in the review it is irony.
 */
export function opensWithLonePraise(tokens: readonly string[], r: Compiled, opinionAt: (t: string) => number | undefined): number {
  let j = 0;
  if (r.interjections.has(tokens[0] ?? "")) j = tokens[1] === "," ? 2 : 1;
  if (tokens[j + 1] !== "," || (opinionAt(tokens[j]!) ?? 0) <= 0) return -1;
  return tokens.some((_, i) => markerAt(r.contrast, tokens, i) > 0 || markerAt(r.concessive, tokens, i) > 0) ? -1 : j;
}

/**
 * A closing sentence of at most four words that only praises or thanks ("Thanks a lot.", "Genius."), after sentences
 * that only complained.
 */
export function closesWithLoneThanks(found: readonly number[], starts: readonly number[], all: ReadonlyArray<{ tokens: string[] }>, r: Compiled): boolean {
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
export const POST_VERBAL = new Set<Language>(["fr", "de", "da", "nl"]);
const THAN = new Set(["que", "qu", "als", "end", "dan"]);
export function negatedAfter(
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
export function clauseHas(tokens: readonly string[], i: number, words: readonly string[]): boolean {
  for (let k = i; k >= 0 && tokens[k] !== ","; k--) if (words.includes(tokens[k]!)) return true;
  for (let k = i + 1; k < tokens.length && tokens[k] !== ","; k++) if (words.includes(tokens[k]!)) return true;
  return false;
}

/** A modal or "more" earlier in the clause of tokens[i]: "hätte ich mehr … erwartet", not "as expected". */
export function expectedBefore(tokens: readonly string[], i: number, modals: readonly string[]): boolean {
  for (let k = i - 1; k >= 0 && tokens[k] !== ","; k--) if (modals.includes(tokens[k]!)) return true;
  return false;
}

export function hasOpinionAhead(tokens: readonly string[], i: number, opinionAt: (t: string) => number | undefined): boolean {
  for (let k = i + 1; k < tokens.length && k <= i + NEGATION_WINDOW && tokens[k] !== ","; k++) if (opinionAt(tokens[k]!)) return true;
  return false;
}
