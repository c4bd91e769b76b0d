import { QUESTION_INTENTS, type QuestionIntentKey } from "@tavola/contracts";
import { addDays, formatRange } from "./calendar.js";
import { NUMBER_PATTERN, numberOf, readDatePhrase, type DayRange } from "./date-phrases.js";
import { correctWord, normalise } from "./fuzzy-words.js";

/**
 * The plain-English question parser, pure: words → one of a fixed set of query intents, a range of local days, an
 * optional restaurant (typos forgiven) and a "top N". No outside service; what it cannot map it refuses, saying why.
 */

export type Restaurant = { id: string; name: string };
export type ParsedQuestion =
  | { ok: true; intent: QuestionIntentKey; range: DayRange; restaurant: Restaurant | null; limit: number | null; interpretation: string; notes: string[] }
  | { ok: false; message: string };

/** Concept → the words (and common misspellings are forgiven by edit distance) that name it. */
const CONCEPTS = {
  revenue: ["revenue", "revenues", "sales", "gmv", "turnover", "takings", "earnings", "income", "money", "made", "earn", "earned"],
  orders: ["orders", "order", "ordered"],
  average: ["average", "avg", "mean", "aov", "basket", "baskets"],
  cancel: ["cancellations", "cancellation", "cancelled", "canceled", "cancels", "cancel", "rejected", "rejections", "rejects"],
  late: ["late", "delayed", "overdue", "tardy"],
  newish: ["new", "first-time", "firsttime", "newly", "acquired", "acquisition", "signups"],
  customers: ["customers", "customer", "guests", "guest", "clients", "client", "users", "diners", "signups"],
  dish: ["dishes", "dish", "items", "item", "meals", "meal", "plates", "products", "menu", "food", "foods", "bestsellers", "sellers"],
  top: ["top", "best", "popular", "bestselling", "bestsellers", "favourite", "favorite", "favourites", "favorites", "highest", "most"],
  complaints: ["complaints", "complaint", "complain", "complained", "complaining", "negative", "unhappy", "complains"],
  refunds: ["refunds", "refund", "refunded", "refunding", "chargebacks"],
  restaurants: ["restaurant", "restaurants", "venue", "venues", "store", "stores", "location", "locations", "kitchens", "partners"],
  daily: ["daily", "day", "days", "date", "dates"],
} as const;
type Concept = keyof typeof CONCEPTS;

/** What the data cannot say, with the reason given back to the asker. */
const UNSUPPORTED: Array<{ words: readonly string[]; message: string }> = [
  { words: ["profit", "profits", "margin", "margins", "costs", "cost", "expenses", "wages", "salary", "salaries", "payroll", "rent"], message: "I don't know costs, wages or profit: Tavola records sales, not the restaurants' expenses." },
  { words: ["forecast", "predict", "prediction", "predicted", "will"], message: "I answer about what happened; the demand forecast is on Data Science." },
  { words: ["weather", "stock", "inventory", "ingredients", "shares", "competitors", "competitor"], message: "That is not in the data I can read." },
];

/** Generic words in restaurant names that do not identify one ("Nordhavn Kitchen", "Sakura House"). */
const GENERIC_NAME_WORDS = new Set(["kitchen", "house", "restaurant", "the", "and", "el", "la", "le", "de", "del", "cafe", "bar"]);

const intentLabel = (key: QuestionIntentKey) => QUESTION_INTENTS.find((i) => i.key === key)!.label;
export const DEFAULT_RANGE_DAYS = 30;
export const MAX_LIMIT = 50;

const nameWords = (r: Restaurant) => normalise(r.name).split(" ").filter((w) => w.length >= 3 && !GENERIC_NAME_WORDS.has(w));

export function parseQuestion(question: string, today: string, restaurants: readonly Restaurant[]): ParsedQuestion {
  const vocabulary = [...new Set([...Object.values(CONCEPTS).flat(), ...UNSUPPORTED.flatMap((u) => u.words), ...dateWords, ...restaurants.flatMap(nameWords)])];
  const known = new Set(vocabulary);
  const corrected = normalise(question)
    .split(" ")
    .map((w) => ABBREVIATIONS[w] ?? correctWord(w, vocabulary, known))
    .join(" ");
  if (!/[a-z]/.test(corrected)) return { ok: false, message: "I could not find a question in that." };

  const dates = readDatePhrase(corrected, today);
  if (dates && "error" in dates) return { ok: false, message: dates.error };
  const rest = dates ? dates.rest : corrected;
  const words = rest.split(" ");
  const has = (c: Concept) => words.some((w) => (CONCEPTS[c] as readonly string[]).includes(w));

  for (const u of UNSUPPORTED) if (words.some((w) => u.words.includes(w))) return { ok: false, message: u.message };

  const restaurant = matchRestaurant(words, restaurants);
  if (restaurant === "ambiguous") return { ok: false, message: "That could be more than one restaurant: use more of its name." };

  const limitMatch = new RegExp(`\\b(?:top|best|first|most|highest) ${NUMBER_PATTERN}\\b|\\b${NUMBER_PATTERN} (?:top|best|most|highest|biggest)\\b`).exec(rest);
  const limitValue = limitMatch ? numberOf((limitMatch[1] ?? limitMatch[2])!) : null;
  if (limitValue !== null && (!Number.isFinite(limitValue) || limitValue < 1)) return { ok: false, message: "Ask for a top of at least 1." };
  const limit = limitValue === null ? null : Math.min(limitValue, MAX_LIMIT);

  const byRestaurant = has("restaurants") || /\bwhich (?:of our )?(?:place|places|venue)/.test(rest);
  const byDay = has("daily") || /\b(?:per|by|each|every) day\b/.test(rest);
  const range = dates?.range ?? { from: addDays(today, -DEFAULT_RANGE_DAYS), to: addDays(today, -1), label: `last ${DEFAULT_RANGE_DAYS} days` };
  const oneDay = range.from === range.to;

  const intent = chooseIntent({ has, byRestaurant, byDay, oneDay, rest });
  if (!intent) return { ok: false, message: "I can't answer that from the data yet." };

  const notes = [...(dates?.notes ?? [])];
  if (!dates) notes.push(`No dates given: the last ${DEFAULT_RANGE_DAYS} days.`);
  if (limitValue !== null && limitValue > MAX_LIMIT) notes.push(`At most the top ${MAX_LIMIT}.`);
  const label = `${range.label ? `${range.label}, ` : ""}${formatRange(range.from, range.to)}`;
  const interpretation = `${intentLabel(intent)}${restaurant ? ` at ${restaurant.name}` : ""}${limit ? `, top ${limit}` : ""}, ${formatRange(range.from, range.to)}`;
  return { ok: true, intent, range: { ...range, label }, restaurant, limit, interpretation, notes };
}

/** Short forms too short to be caught as typos. */
const ABBREVIATIONS: Record<string, string> = {
  lst: "last", yday: "yesterday", wk: "week", wks: "weeks", mth: "month", mo: "month", yr: "year", rev: "revenue", tdy: "today", cust: "customers", custs: "customers",
};

/** The words date phrases use, so a typo in them ("yesterdy", "betwen") is corrected before the dates are read. */
const dateWords = [
  "today", "yesterday", "tomorrow", "week", "weeks", "month", "months", "year", "between", "since", "previous", "current", "during",
  "until", "january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december",
];

type IntentCues = { has: (c: Concept) => boolean; byRestaurant: boolean; byDay: boolean; oneDay: boolean; rest: string };

/** The intent rules, most specific first (a question naming complaints and dishes is about complaints). */
function chooseIntent({ has, byRestaurant, byDay, oneDay, rest }: IntentCues): QuestionIntentKey | null {
  const reviews = /\b(?:bad|poor|worst|low) (?:reviews?|feedback|ratings?)\b/.test(rest) || (has("complaints") && !has("refunds"));
  if (reviews) return has("restaurants") && !has("dish") ? null : "dish_complaints";
  if (has("late")) return "late_deliveries_by_restaurant";
  if (has("cancel")) return "cancellations_by_restaurant";
  if (has("refunds")) return "refunds_by_restaurant";
  if (has("newish") && has("customers")) return "new_customers_by_day";
  if (has("average") || /\border (?:value|size)\b/.test(rest)) return "aov_by_restaurant";
  if (has("dish") || /\bbest ?sellers?\b/.test(rest)) return "top_dishes";
  const split = byRestaurant || (oneDay && !byDay);
  if (has("revenue") || /\bhow much\b/.test(rest)) return split ? "revenue_by_restaurant" : "revenue_by_day";
  if (has("orders")) return split ? "orders_by_restaurant" : "orders_by_day";
  return null;
}

/** The restaurant the words name: the one with most of its distinctive words present; "ambiguous" on a tie. */
function matchRestaurant(words: readonly string[], restaurants: readonly Restaurant[]): Restaurant | null | "ambiguous" {
  const present = new Set(words);
  let best: Restaurant | null = null;
  let bestScore = 0;
  let tie = false;
  for (const r of restaurants) {
    const score = nameWords(r).filter((w) => present.has(w)).length;
    if (score > bestScore) {
      best = r;
      bestScore = score;
      tie = false;
    } else if (score > 0 && score === bestScore) tie = true;
  }
  return tie ? "ambiguous" : best;
}
