import type { Language } from "./sentiment-language.js";

/**
 * The function words the scorer's rules key on, per language (lower case, as tokenised). They are grammar, not
 * opinions: which words negate the opinion after them, which strengthen or soften it, which start the clause that
 * carries the verdict ("but") or the one that only concedes ("although"). VADER's rules (Hutto & Gilbert, 2014),
 * carried over to each language.
 */
export type LanguageRules = {
  /** Turn the next opinion word (within NEGATION_WINDOW tokens, same clause) around: "not good", "ikke frisk". */
  negators: string[];
  /**
   * Negators that mean something went missing when nothing opinionated follows them ("nobody came", "kom aldrig",
   * "nunca llegó"): in a review that is a complaint, so they count as a mild negative on their own.
   */
  absence: string[];
  /** "very good" is more than "good"; "a bit slow" less than "slow". */
  intensifiers: string[];
  diminishers: string[];
  /** The clause from this word on is the verdict (×1.5), what came before in the sentence is weighed ×0.5. */
  contrast: string[];
  /** The clause this word opens only concedes (×0.5): "although the service was slow". */
  concessive: string[];
  /** Sarcasm markers: with one of these and a complaint in the review, its praise words are read as irony. */
  irony: string[];
  /**
   * Praise of a cost, the commonest figure of sarcasm in a review: "love paying 15 quid for…", "me encanta esperar",
   * "j'adore attendre", "ich liebe es, … zu zahlen", "elsker at betale". Matched on the lower-cased text.
   */
  ironicPraise: RegExp[];
  /** "Thanks for …": thanking for nothing but a complaint in the same clause is irony ("thanks for the cold pizza"). */
  thanksFor: string[];
  /** Interjections that may open an ironic "Oh great, …": skipped when looking for the praise word that opens it. */
  interjections: string[];
  /**
   * Praise said as an exclamation ("Brilliant,", "Génial,", "Klasse,"): opening a review whose rest states a fact and
   * praises nothing ("Oh brilliant, the vegetarian option is a side salad"), it is irony.
   */
  exclamations: string[];
  /**
   * The guest's verdict on the visit: recommending it, coming back or not. A review with one of these (or a written
   * rating, or a "but") has a verdict; one without, whose praise and complaint weigh about the same, is neutral.
   */
  verdict: string[];
  /**
   * A stated dietary need (allergy, intolerance) and the adverb that says it was ignored ("I told them about my nut
   * allergy and the dessert still came with almonds"): together a complaint, whatever words follow. Prefixes.
   */
  dietary: string[];
  disregard: string[];
  /**
   * "Never … so good", "aldrig … så god": after one of these, "never" raises the opinion instead of denying it.
   * With `comparatives`, the same for "never had better".
   */
  degree: string[];
  comparatives: string[];
  /** "Could have been better", "hätte besser sein können": a modal before a comparative makes it a mild complaint. */
  modals: string[];
};

export const NEGATION_WINDOW = 3;

export const RULES: Record<Language, LanguageRules> = {
  en: {
    negators: ["not", "no", "never", "nothing", "nobody", "none", "neither", "nor", "without", "hardly", "barely", "cannot", "wasn't", "isn't", "didn't", "don't", "won't", "couldn't", "wouldn't"],
    absence: ["never", "nobody", "nothing", "none"],
    intensifiers: ["very", "really", "so", "extremely", "incredibly", "super", "totally", "absolutely", "truly", "too", "way", "far", "such", "utterly", "seriously", "highly", "much"],
    diminishers: ["bit", "slightly", "somewhat", "fairly", "little", "kinda", "rather", "almost"],
    contrast: ["but", "however", "yet", "unfortunately", "sadly", "shame", "pity"],
    concessive: ["although", "though", "whereas", "despite", "in spite"],
    irony: ["oh great", "just great", "yeah right", "as always", "as usual", "thanks for nothing", "what a surprise", "nothing says", "🙄"],
    ironicPraise: [/\b(?:love|loved|loving|enjoy|enjoyed|adore)\s+(?:paying|waiting|being charged)\b/u],
    interjections: ["oh", "ah", "wow", "well", "just", "yeah", "yes", "yay"],
    exclamations: ["great", "brilliant", "fantastic", "perfect", "wonderful", "lovely", "amazing", "excellent", "superb", "marvellous", "terrific", "awesome", "fab", "nice"],
    thanksFor: ["thanks for", "thank you for"],
    verdict: ["recommend", "recommended", "return", "returning", "back", "again", "avoid"],
    dietary: ["allerg", "intoleran", "coeliac", "celiac", "gluten", "lactose", "dairy", "peanut", "nut", "shellfish", "vegan"],
    disregard: ["still", "anyway", "regardless", "nevertheless", "despite", "yet"],
    degree: ["so", "such", "as", "this"],
    comparatives: ["better", "nicer", "tastier", "fresher", "happier"],
    modals: ["could", "should", "might"],
  },
  es: {
    negators: ["no", "nunca", "jamás", "jamas", "nada", "nadie", "ni", "sin", "tampoco", "ningún", "ninguna", "ninguno"],
    absence: ["nunca", "jamás", "nadie", "nada"],
    intensifiers: ["muy", "tan", "súper", "super", "realmente", "demasiado", "totalmente", "absolutamente", "increíblemente", "sumamente", "mucho"],
    diminishers: ["algo", "poco", "bastante", "casi", "apenas"],
    contrast: ["pero", "sin embargo", "aunque luego", "lamentablemente", "desgraciadamente", "lástima", "pena"],
    concessive: ["aunque", "si bien", "a pesar de que"],
    irony: ["como siempre", "qué sorpresa", "nada dice", "🙄"],
    ironicPraise: [/\b(?:me encanta|me encantó|adoro|me gusta|me gustó)\s+(?:pagar|esperar)\b/u],
    interjections: ["oh", "ah", "vaya", "qué", "pues", "sí", "ya"],
    exclamations: ["genial", "perfecto", "estupendo", "fantástico", "maravilloso", "maravilla", "bravo", "fenomenal", "increíble", "magnífico"],
    thanksFor: ["gracias por"],
    verdict: ["recomiendo", "recomendable", "recomendado", "volver", "volveremos", "volveré", "repetiremos", "repetir", "evitar"],
    dietary: ["alérg", "alerg", "intoleran", "celíac", "celiac", "gluten", "lactosa", "marisco", "frutos"],
    disregard: ["igual", "igualmente", "aun así", "todavía", "de todos modos", "a pesar de"],
    degree: ["tan", "tanto", "tal"],
    comparatives: ["mejor", "mejores"],
    modals: ["podría", "debería", "podrían", "deberían"],
  },
  fr: {
    // "ne" is left out: "ne … pas" is one negation, carried by "pas", "jamais", "rien", "personne", "aucun".
    negators: ["pas", "jamais", "rien", "personne", "aucun", "aucune", "sans", "ni", "guère"],
    absence: ["jamais", "personne", "rien"],
    intensifiers: ["très", "vraiment", "trop", "tellement", "super", "extrêmement", "totalement", "absolument", "si", "hyper", "carrément", "beaucoup"],
    diminishers: ["peu", "assez", "plutôt", "presque", "juste"],
    contrast: ["mais", "cependant", "pourtant", "toutefois", "malheureusement", "dommage"],
    concessive: ["même si", "bien que", "quoique", "malgré"],
    irony: ["comme d'habitude", "comme toujours", "quelle surprise", "rien de tel", "🙄"],
    ironicPraise: [/\b(?:j'adore|adore|j'aime|aime|adoré)\s+(?:payer|attendre)\b/u],
    interjections: ["oh", "ah", "ben", "eh", "quel", "quelle", "ouais", "oui"],
    exclamations: ["génial", "super", "parfait", "bravo", "formidable", "magnifique", "merveilleux", "top", "excellent", "chapeau"],
    thanksFor: ["merci pour", "merci de"],
    verdict: ["recommande", "recommander", "recommandé", "reviendrons", "reviendrai", "reviendra", "revenir", "retournerons", "retourne", "jamais", "éviter"],
    dietary: ["allerg", "intoléran", "intoleran", "cœliaque", "coeliaque", "gluten", "lactose", "arachide", "noix", "fruits"],
    disregard: ["quand même", "pourtant", "tout de même", "malgré"],
    degree: ["aussi", "si", "autant", "tellement"],
    comparatives: ["meilleur", "meilleure", "meilleurs", "mieux"],
    modals: ["aurait", "pourrait", "devrait", "auraient"],
  },
  de: {
    negators: ["nicht", "kein", "keine", "keinen", "keinem", "keiner", "keines", "nie", "niemals", "nichts", "niemand", "ohne", "weder", "kaum", "nirgends"],
    absence: ["nie", "niemals", "niemand", "nichts"],
    intensifiers: ["sehr", "echt", "total", "wirklich", "super", "richtig", "so", "extrem", "äußerst", "absolut", "völlig", "ganz", "besonders", "zu", "viel", "mega", "unglaublich", "wahnsinnig", "ausgesprochen"],
    diminishers: ["etwas", "bisschen", "eher", "ziemlich", "leicht", "fast", "relativ"],
    contrast: ["aber", "jedoch", "allerdings", "leider", "doch", "dennoch", "trotzdem", "schade"],
    concessive: ["obwohl", "obgleich", "auch wenn", "wenngleich", "trotz"],
    irony: ["na toll", "na super", "wie immer", "wie gewohnt", "danke für nichts", "nichts sagt", "🙄"],
    ironicPraise: [/\bliebe es,?\s[^.!?]{0,80}\bzu (?:zahlen|bezahlen|warten)\b/u],
    interjections: ["oh", "ach", "na", "ja", "jaja", "wow"],
    exclamations: ["toll", "super", "klasse", "prima", "perfekt", "spitze", "großartig", "wunderbar", "herrlich", "fantastisch", "bravo"],
    thanksFor: ["danke für", "dank für"],
    verdict: ["empfehlen", "empfehle", "empfehlenswert", "empfohlen", "wieder", "wiederkommen", "meiden"],
    dietary: ["allerg", "unverträglich", "intoleranz", "zöliak", "gluten", "laktose", "nuss", "nüss", "vegan"],
    disregard: ["trotzdem", "dennoch", "immer noch", "trotz"],
    degree: ["so", "solch", "solches", "derart"],
    comparatives: ["besser", "bessere", "besseres", "leckerer"],
    modals: ["hätte", "könnte", "sollte", "hätten", "könnten"],
  },
  da: {
    negators: ["ikke", "ikk", "ingen", "intet", "aldrig", "ingenting", "uden", "hverken", "næppe", "ik"],
    absence: ["aldrig", "ingen", "intet", "ingenting"],
    intensifiers: ["meget", "virkelig", "rigtig", "super", "utrolig", "utroligt", "mega", "helt", "så", "ekstremt", "vildt", "totalt", "særdeles", "alt", "for", "mest", "enormt", "sindssygt", "pisse"],
    diminishers: ["lidt", "noget", "ret", "temmelig", "næsten", "nogenlunde"],
    contrast: ["men", "dog", "desværre", "alligevel", "derimod", "ærgerligt", "synd"],
    concessive: ["selvom", "selv om", "omend", "trods"],
    irony: ["nå ja", "nåh ja", "intet siger", "som altid", "som sædvanlig", "tak for ingenting", "hvor overraskende", "🙄"],
    ironicPraise: [/\belsker (?:at )?(?:betale|vente)\b/u],
    interjections: ["åh", "nå", "nåh", "ja", "wow"],
    exclamations: ["fantastisk", "perfekt", "super", "fedt", "skønt", "dejligt", "godt", "flot", "herligt", "genialt"],
    thanksFor: ["tak for"],
    verdict: ["anbefale", "anbefales", "anbefaler", "igen", "tilbage", "undgå"],
    dietary: ["allergi", "intoleran", "cøliaki", "gluten", "laktose", "nødde", "nød", "vegan"],
    disregard: ["alligevel", "stadig", "trods"],
    degree: ["så", "sådan", "lige"],
    comparatives: ["bedre", "lækrere"],
    modals: ["kunne", "burde"],
  },
  it: {
    negators: ["non", "mai", "niente", "nulla", "nessuno", "nessun", "nessuna", "senza", "né"],
    absence: ["mai", "nessuno", "niente"],
    intensifiers: ["molto", "troppo", "davvero", "veramente", "super", "tanto", "così", "proprio", "estremamente"],
    diminishers: ["poco", "abbastanza", "quasi", "piuttosto"],
    contrast: ["ma", "però", "tuttavia", "purtroppo", "peccato"],
    concessive: ["anche se", "sebbene", "benché"],
    irony: ["come sempre", "🙄"],
    ironicPraise: [/\b(?:adoro|amo)\s+(?:pagare|aspettare)\b/u],
    interjections: ["oh", "ah"],
    exclamations: ["ottimo", "perfetto", "fantastico", "bravo", "splendido"],
    thanksFor: ["grazie per"],
    verdict: ["consiglio", "consigliato", "torneremo", "tornerò", "tornare", "evitare"],
    dietary: ["allerg", "intolleran", "celiac", "glutine", "lattosio"],
    disregard: ["comunque", "lo stesso", "ugualmente"],
    degree: ["così", "tanto", "tale"],
    comparatives: ["meglio", "migliore"],
    modals: ["potrebbe", "dovrebbe", "poteva"],
  },
  pt: {
    negators: ["não", "nunca", "nada", "ninguém", "nem", "sem", "jamais", "nenhum", "nenhuma"],
    absence: ["nunca", "ninguém", "nada"],
    intensifiers: ["muito", "super", "tão", "demais", "realmente", "bem", "extremamente", "bastante"],
    diminishers: ["pouco", "meio", "quase"],
    contrast: ["mas", "porém", "contudo", "infelizmente"],
    concessive: ["embora", "apesar de", "mesmo que"],
    irony: ["como sempre", "🙄"],
    ironicPraise: [/\b(?:adoro|amo)\s+(?:pagar|esperar)\b/u],
    interjections: ["oh", "ah"],
    exclamations: ["ótimo", "perfeito", "fantástico", "maravilha", "excelente"],
    thanksFor: ["obrigado por", "obrigada por"],
    verdict: ["recomendo", "recomendado", "voltaremos", "voltarei", "voltar", "evitar"],
    dietary: ["alerg", "alérg", "intoler", "celíac", "glúten", "lactose"],
    disregard: ["mesmo assim", "ainda"],
    degree: ["tão", "tanto", "tal"],
    comparatives: ["melhor", "melhores"],
    modals: ["poderia", "deveria"],
  },
  nl: {
    negators: ["niet", "geen", "nooit", "niets", "niemand", "zonder", "nergens"],
    absence: ["nooit", "niemand", "niets"],
    intensifiers: ["heel", "erg", "zeer", "echt", "super", "zo", "enorm", "ontzettend", "te", "helemaal", "best"],
    diminishers: ["beetje", "wat", "vrij", "redelijk", "bijna"],
    contrast: ["maar", "echter", "helaas", "jammer"],
    concessive: ["hoewel", "ook al"],
    irony: ["zoals altijd", "🙄"],
    ironicPraise: [/\bhou (?:ervan|van) (?:te )?(?:betalen|wachten)\b/u],
    interjections: ["oh", "ah", "nou"],
    exclamations: ["geweldig", "perfect", "fantastisch", "super", "top"],
    thanksFor: ["bedankt voor", "dank voor"],
    verdict: ["aanrader", "aanbevelen", "terug", "nooit", "vermijden"],
    dietary: ["allergi", "intoleran", "coeliakie", "gluten", "lactose", "noten"],
    disregard: ["toch", "alsnog"],
    degree: ["zo", "zulk", "zulke"],
    comparatives: ["beter", "lekkerder"],
    modals: ["had", "kon", "zou"],
  },
};
