import { tokenize, type Language } from "./sentiment-language.js";

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
export const FILLED_STARS = ["⭐", "🌟", "★"];
const STARS_DRAWN = [...FILLED_STARS, "☆", "✩"];
/** Whether the text has star runs read as ratings: their star emoji then praise nothing on their own. */
export function hasStarRating(text: string): boolean {
  const alone = text.replace(STAR_RUN, "").replace(/[\s\uFE0F.!]/gu, "") === "";
  return [...text.matchAll(STAR_RUN)].some((m) => alone || [...m[0]].filter((c) => STARS_DRAWN.includes(c)).length >= 2);
}
const numberValue = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s.replace(",", "."));
export function ratings(text: string): number[] {
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
export function scareQuoted(text: string, lang: Language): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(QUOTED)) for (const t of tokenize(m[1]!, lang)) out.add(t);
  return out;
}

/** An emoji or other pictograph token. */
export const PICTOGRAPH = /^\p{Extended_Pictographic}/u;
