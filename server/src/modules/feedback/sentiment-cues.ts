import type { Language } from "./sentiment-language.js";

/**
 * Words the scorer's rules key on besides the grammar of sentiment-rules.ts: what a guest says about an apology, a
 * refund, an allergen, a wait and speed. Lower case, as tokenised; a word of five letters or more also matches as the
 * start of a token ("apologis" → "apologised"), in German and Danish anywhere inside it, where such words come as
 * compounds ("Erdnusssoße", "nøddeallergi").
 */
export type LanguageCues = {
  /** An apology: praise on its own (+1), but "no apology", "ni se disculparon" is as much a complaint as "rude". */
  apology: string[];
  /** A refund or money back: a sign of a complaint, and so is its absence ("still not refunded" is no praise). */
  unturned: string[];
  /**
   * What an allergy or intolerance is to: named again, in a later clause, after the need was stated ("nut allergy …
   * there were nuts in the dressing"), the need was ignored, unless the clause praises or says "free of" it.
   */
  allergens: string[];
  /** A diet without meat, and what breaks it: "the vegan curry had chicken stock in it". */
  meatFree: string[];
  meat: string[];
  /** "Free of", "without": "gluten free", "sans lactose", "ohne Sahne". */
  freeOf: string[];
  /** Praise of speed: beside a wait of most of an hour or more ("only 90 minutes for a salad. Speedy.") it is irony. */
  speed: string[];
  /** "More" before an adjective makes a comparative: "couldn't have been more helpful" is high praise. */
  more: string[];
  /**
   * Having expected: after a modal or "more" in its clause, a let-down ("for 28 euros I'd have expected more than
   * three ravioli", "j'aurais attendu mieux", "hätte ich mehr erwartet").
   */
  expected: string[];
  expectModals: string[];
  /** "You won't find a better brunch": a comparative denied beside finding is a superlative. */
  find: string[];
  /** "I can't praise them enough": praise denied beside "enough" (not right after it: "not good enough") is more praise. */
  enough: string[];
  /** Units of a wait, and the words that say it was short ("in 50 minutes", "within the hour", "en moins d'une heure"). */
  minutes: string[];
  hours: string[];
  /** Before an hour unit, one hour: "an hour", "une heure", "una hora", "eine Stunde", "en time". */
  oneHour: string[];
  within: string[];
};

export const CUES: Record<Language, LanguageCues> = {
  en: {
    apology: ["apolog", "sorry"],
    unturned: ["refund", "money back"],
    allergens: ["nuts", "peanut", "almond", "cashew", "walnut", "hazelnut", "pistachio", "sesame", "satay", "pine nut", "shellfish", "prawn", "shrimp", "crab", "lobster", "mussel", "gluten", "wheat", "dairy", "milk", "cream", "cheese", "butter", "egg", "eggs", "soy", "lactose"],
    meatFree: ["vegan", "vegetarian", "veggie", "plant-based"],
    meat: ["chicken", "beef", "pork", "bacon", "ham", "meat", "sausage", "stock", "lamb", "fish", "anchovy", "anchovies", "gelatine", "lard"],
    freeOf: ["free", "without", "no"],
    speed: ["speedy", "fast", "quick", "rapid", "swift", "prompt", "lightning"],
    more: ["more"], expected: ["expected", "expect"], expectModals: ["would", "d", "had", "should", "could", "more", "better", "money", "price"], find: ["find", "finding"], enough: ["enough"],
    minutes: ["minutes", "mins", "min"],
    hours: ["hour", "hours", "hrs", "hr"],
    oneHour: ["an", "one", "a"],
    within: ["in", "within", "under"],
  },
  da: {
    apology: ["undskyld", "beklag"],
    unturned: ["refusion", "pengene retur", "pengene tilbage"],
    allergens: ["nødder", "nødde", "jordnød", "pinjekerne", "mandel", "mandler", "sesam", "skaldyr", "rejer", "gluten", "hvede", "mælk", "fløde", "laktose", "ost", "smør", "æg", "soja"],
    meatFree: ["vegan", "vegansk", "veganske", "vegetar", "vegetarisk", "vegetariske"],
    meat: ["kød", "kødet", "kødboller", "kylling", "bacon", "skinke", "fisk", "pølse", "bouillon", "lam", "svinekød", "oksekød", "gelatine"],
    freeOf: ["uden", "fri", "glutenfri", "laktosefri"],
    speed: ["hurtig", "hurtigt", "lynhurtig", "lynhurtigt", "kvik"],
    more: ["mere"], expected: ["forventet", "forventede", "forvente", "forventer"], expectModals: ["havde", "ville", "kunne", "mere", "bedre", "priser", "pris", "penge", "pengene"], find: ["finde", "finder", "finde"], enough: ["nok"],
    minutes: ["minutter", "min"],
    hours: ["time", "timer", "timers"],
    oneHour: ["en", "halvanden"],
    within: ["på", "inden", "under"],
  },
  de: {
    apology: ["entschuldig"],
    unturned: ["erstattung", "erstattet", "geld zurück"],
    allergens: ["nuss", "nüsse", "erdnuss", "pinienkern", "mandel", "sesam", "schalentier", "garnele", "krabbe", "gluten", "weizen", "milch", "sahne", "laktose", "käse", "butter", "ei", "eier", "soja"],
    meatFree: ["vegan", "vegane", "veganen", "veganes", "veganer", "vegetarisch", "vegetarische", "vegetarischen", "vegetarier"],
    meat: ["fleisch", "hühner", "huhn", "hähnchen", "speck", "schinken", "wurst", "brühe", "rind", "schwein", "fisch", "gelatine", "sardellen"],
    freeOf: ["ohne", "frei", "glutenfrei", "laktosefrei"],
    speed: ["schnell", "flott", "zügig", "blitzschnell"],
    more: ["mehr"], expected: ["erwartet", "erwarten"], expectModals: ["hätte", "hätten", "würde", "mehr", "besser", "besseres", "geld", "preis", "preise"], find: ["finden", "findet", "findest"], enough: ["genug"],
    minutes: ["minuten", "min"],
    hours: ["stunde", "stunden", "std"],
    oneHour: ["eine", "einer", "anderthalb", "eineinhalb"],
    within: ["in", "innerhalb", "unter", "binnen"],
  },
  es: {
    apology: ["disculp", "perdón", "perdon", "lo sentimos"],
    unturned: ["reembols", "devolución", "devolucion", "dinero de vuelta"],
    allergens: ["frutos secos", "cacahuete", "cacahuetes", "maní", "almendra", "almendras", "nueces", "piñones", "sésamo", "marisco", "mariscos", "gambas", "gluten", "trigo", "lácteos", "leche", "nata", "queso", "mantequilla", "huevo", "soja", "lactosa", "pan"],
    meatFree: ["vegano", "vegana", "veganos", "veganas", "vegetariano", "vegetariana", "vegetarianos"],
    meat: ["pollo", "carne", "caldo", "jamón", "beicon", "bacon", "chorizo", "cerdo", "ternera", "pescado", "anchoas", "gelatina", "panceta"],
    freeOf: ["sin"],
    speed: ["rápido", "rápida", "rapido", "rapida", "rapidez", "rapidísimo", "veloz"],
    more: ["más", "mas"], expected: ["esperado", "esperaba", "esperábamos", "esperas", "espera"], expectModals: ["habría", "hubiera", "había", "más", "mejor", "precio", "dinero"], find: ["encontrar", "encontrarás", "encontraréis", "encuentras"], enough: ["suficiente", "suficientemente"],
    minutes: ["minutos", "min"],
    hours: ["hora", "horas"],
    oneHour: ["una", "hora"],
    within: ["en", "menos"],
  },
  fr: {
    apology: ["excus", "désolé", "desole", "pardon"],
    unturned: ["rembours"],
    allergens: ["noix", "arachide", "arachides", "pignons", "cacahuète", "cacahuètes", "cacahuete", "amande", "amandes", "noisette", "sésame", "fruits de mer", "crevette", "crevettes", "crustacé", "gluten", "blé", "lait", "crème", "creme", "fromage", "beurre", "œuf", "oeuf", "soja", "lactose"],
    meatFree: ["vegan", "végan", "végane", "vegane", "végétarien", "végétarienne", "végétariens", "végétalien", "végétalienne"],
    meat: ["poulet", "viande", "bouillon", "jambon", "lardons", "porc", "bœuf", "boeuf", "poisson", "anchois", "gélatine", "saucisse"],
    freeOf: ["sans"],
    speed: ["rapide", "rapidité", "rapidite", "rapidement", "vite"],
    more: ["plus"], expected: ["attendu", "attendais", "attendions", "attendre", "attend"], expectModals: ["aurais", "aurait", "aurions", "mieux", "plus", "prix"], find: ["trouver", "trouverez", "trouveras", "trouve"], enough: ["assez"],
    minutes: ["minutes", "min", "mn"],
    // not "h": "à 20 h" is a time of day
    hours: ["heure", "heures"],
    oneHour: ["une"],
    within: ["en", "moins"],
  },
  it: {
    apology: ["scus"], unturned: ["rimbors"], allergens: ["noci", "arachidi", "glutine", "latte", "lattosio", "frutti di mare"],
    meatFree: ["vegano", "vegana", "vegetariano", "vegetariana"],
    meat: ["pollo", "carne", "brodo", "prosciutto", "pancetta", "pesce"],
    freeOf: ["senza"], speed: ["veloce", "velocissimo", "rapido"], more: ["più"], expected: ["aspettato", "aspettavo"], expectModals: ["avrei", "più", "meglio", "prezzo"], find: ["trovare", "troverete"], enough: ["abbastanza"],
    minutes: ["minuti"], hours: ["ora", "ore"], oneHour: ["un", "una"], within: ["in", "entro"],
  },
  pt: {
    apology: ["desculp"], unturned: ["reembols"], allergens: ["nozes", "amendoim", "glúten", "leite", "lactose", "marisco"],
    meatFree: ["vegano", "vegana", "vegetariano", "vegetariana"],
    meat: ["frango", "carne", "caldo", "presunto", "bacon", "peixe"],
    freeOf: ["sem"], speed: ["rápido", "rápida", "rapidez"], more: ["mais"], expected: ["esperado", "esperava"], expectModals: ["teria", "mais", "melhor", "preço"], find: ["encontrar"], enough: ["suficiente"],
    minutes: ["minutos"], hours: ["hora", "horas"], oneHour: ["uma"], within: ["em"],
  },
  nl: {
    apology: ["excuse", "sorry"], unturned: ["terugbetal", "geld terug"], allergens: ["noten", "pinda", "gluten", "melk", "lactose", "schaaldieren"],
    meatFree: ["veganistisch", "vegan", "vegetarisch", "vegetarische"],
    meat: ["kip", "vlees", "bouillon", "ham", "spek", "vis"],
    freeOf: ["zonder", "vrij"], speed: ["snel", "vlot"], more: ["meer"], expected: ["verwacht"], expectModals: ["had", "meer", "beter", "prijs", "geld"], find: ["vinden", "vindt"], enough: ["genoeg"],
    minutes: ["minuten"], hours: ["uur"], oneHour: ["een"], within: ["binnen", "in"],
  },
};

/** Whether a token is one of the cue words: as written, or (five letters and more) as its start or, in German and Danish compounds, inside it. */
export function isCue(words: readonly string[], token: string, lang: Language): boolean {
  return words.some((p) => token === p || (p.length >= 5 && (lang === "de" || lang === "da" ? token.includes(p) : token.startsWith(p))));
}

/** Whether a (one- or two-word) cue starts at tokens[i]. */
export function cueAt(words: readonly string[], tokens: readonly string[], i: number, lang: Language): boolean {
  if (isCue(words, tokens[i]!, lang)) return true;
  return i + 1 < tokens.length && words.includes(`${tokens[i]} ${tokens[i + 1]}`);
}

/**
 * A wait of most of an hour or more, stated in the review: "40 minutes", "an hour", "hora y media", "zwei Stunden",
 * "en time". Guests state such a wait to complain about it; not one that says it was short ("in 50 minutes",
 * "within the hour", "en moins d'une heure").
 */
export const LONG_WAIT_MINUTES = 40;
const NUMBER_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, dos: 2, tres: 3, cuatro: 4, deux: 2, trois: 3, quatre: 4, zwei: 2, drei: 3, vier: 4, to: 2, tre: 3, fire: 4,
  forty: 40, fifty: 50, sixty: 60, ninety: 90, cuarenta: 40, cincuenta: 50, noventa: 90, quarante: 40, cinquante: 50, vierzig: 40, fünfzig: 50, fyrre: 40, halvtreds: 50,
};
const AND_HALF = new Set(["y", "et", "and", "og", "und", "e"]);
const HALF = new Set(["media", "demie", "half", "a", "halv", "halb", "meia", "mezza"]);
export function longWaitAt(tokens: readonly string[], i: number, cues: LanguageCues): boolean {
  const t = tokens[i]!;
  const isMinutes = cues.minutes.includes(t);
  const isHours = cues.hours.includes(t);
  if (!isMinutes && !isHours) return false;
  const before = tokens[i - 1] ?? "";
  const n = /^\d+$/.test(before) ? Number(before) : NUMBER_WORDS[before];
  let enough: boolean;
  if (n !== undefined) enough = isHours ? n >= 1 : n >= LONG_WAIT_MINUTES;
  // "an hour", "una hora"; "hora y media", "heure et demie" with or without the article
  else enough = isHours && (cues.oneHour.includes(before) || (AND_HALF.has(tokens[i + 1] ?? "") && HALF.has(tokens[i + 2] ?? "")));
  if (!enough) return false;
  // "in 50 minutes", "within an hour", "en moins d'une heure", "på under en time"
  for (let k = i - 2; k >= 0 && k >= i - 4; k--) if (cues.within.includes(tokens[k]!)) return false;
  return true;
}
