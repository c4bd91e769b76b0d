import stopEn from "natural/lib/natural/util/stopwords.js";
import stopEs from "natural/lib/natural/util/stopwords_es.js";
import stopFr from "natural/lib/natural/util/stopwords_fr.js";
import stopIt from "natural/lib/natural/util/stopwords_it.js";
import stopNl from "natural/lib/natural/util/stopwords_nl.js";
import stopPt from "natural/lib/natural/util/stopwords_pt.js";
import type { Language } from "./sentiment-language.js";

/**
 * Common function and filler words per language (natural's stop-word lists miss some, and has none for German or
 * Danish): never key phrases, and never an opinion. AFINN-da is keyed by stems, and short
 * stems collide with function words ("her" here, "vil" will, "fik" got, "når" when score ±2–3 through "herlig",
 * "vild", "fiks", "nåde"): the Danish list is long for that reason.
 */
export const FUNCTION_WORDS: Record<Language, string[]> = {
  en: ["the", "and", "is", "were", "with", "very", "but", "not", "it", "of", "to", "our", "we", "this", "too", "food", "really"],
  es: ["el", "una", "los", "las", "muy", "pero", "fue", "es", "y", "del", "estaba", "comida", "mesero", "nos", "lo", "servicio", "todo"],
  pt: ["os", "muito", "mas", "foi", "não", "estava", "comida", "atendimento", "uma", "um", "nos", "ao", "é", "bem"],
  fr: ["le", "les", "très", "mais", "était", "avec", "est", "et", "pas", "du", "des", "nous", "un", "c'est", "service", "plats"],
  it: ["il", "molto", "ma", "era", "è", "non", "della", "abbiamo", "gli", "di", "cibo", "servizio", "piatti", "tutto", "che"],
  nl: ["het", "een", "heel", "erg", "maar", "niet", "en", "eten", "lekker", "we", "zeer", "bediening", "van", "te"],
  de: ["der", "die", "das", "sehr", "aber", "war", "mit", "nicht", "und", "ein", "eine", "essen", "ist", "wir", "zu"],
  da: [
    "af", "alle", "alt", "anden", "andet", "andre", "at", "bare", "begge", "blev", "blive", "bliver", "da", "de", "dem", "den", "denne", "der",
    "deres", "det", "dette", "dig", "din", "dit", "du", "efter", "eller", "en", "end", "er", "et", "fik", "fordi", "fra", "få", "får", "før",
    "gav", "gik", "gjorde", "ham", "han", "hans", "har", "havde", "have", "hele", "heller", "hen", "hende", "her", "hos", "hun", "hvad",
    "hvem", "hver", "hvis", "hvor", "hvordan", "i", "igen", "ind", "jeg", "jer", "jo", "kan", "kom", "kommer", "kun", "kunne", "lidt",
    "lige", "man", "mange", "med", "meget", "men", "mere", "mig", "min", "mit", "mod", "måske", "ned", "noget", "nogen", "nogle", "nok",
    "nu", "når", "og", "også", "om", "op", "os", "over", "på", "sagde", "samme", "selv", "sig", "sin", "sine", "sit", "skal", "skulle",
    "som", "stod", "så", "sådan", "til", "ud", "under", "var", "vi", "vil", "ville", "vores", "være", "været", "for", "maden", "ret", "retter",
    "barn", "børn", "vand", "sal", "fad", "ring", "sag", "bord", "bordet",
  ],
};

export const STOPWORDS: Record<Language, Set<string>> = {
  en: new Set(stopEn.words),
  es: new Set(stopEs.words),
  pt: new Set(stopPt.words),
  fr: new Set(stopFr.words),
  it: new Set(stopIt.words),
  nl: new Set(stopNl.words),
  de: new Set(FUNCTION_WORDS.de.concat(["den", "dem", "des", "es", "ich", "sie", "er", "auch", "so", "noch", "nur", "wie", "im", "am", "auf", "für", "von", "hat", "haben", "wurde", "uns"])),
  da: new Set(FUNCTION_WORDS.da),
};

