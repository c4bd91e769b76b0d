import type { Language } from "./sentiment-language.js";

/**
 * Restaurant words, on AFINN's scale (−5…5). General-purpose lexicons are built from news, tweets and product
 * reviews: they miss or under-weight what guests complain and praise about ("cold", "soggy", "lukewarm" and
 * "crispy" have no polarity in AFINN; German Pattern rates "unhöflich" −0.005). Written per complaint and praise
 * category (food, service, delivery, value, events, missing and wrong items, allergies), the same concepts in every
 * language; a word is matched as written and by its stem, so inflections ("kalte", "koldt", "fríos") need no entry.
 * Left out on purpose: words that are as often neutral in a review ("hot", "helado" = ice cream, "tarde" =
 * afternoon, "cru" = a wine's growth); "frais" is fresh except in "frais de livraison" (fees), a phrase below.
 */
export const DOMAIN_WORDS: Partial<Record<Language, Record<string, number>>> = {
  en: {
    // food
    cold: -2, lukewarm: -2, tepid: -2, bland: -2, tasteless: -3, flavourless: -3, flavorless: -3, overcooked: -2,
    undercooked: -2, raw: -2, burnt: -2, burned: -2, stale: -2, soggy: -2, greasy: -2, oily: -1, salty: -1,
    oversalted: -2, limp: -2, chewy: -2, rubbery: -2, watery: -2, stodgy: -2, mushy: -2, inedible: -4, microwaved: -2,
    delicious: 3, tasty: 3, yummy: 3, scrumptious: 3, flavourful: 3, flavorful: 3, fresh: 2, crispy: 2, juicy: 2,
    tender: 2, succulent: 3, homemade: 1, generous: 2, mouthwatering: 3, divine: 3, moreish: 3,
    // service and place
    rude: -3, unfriendly: -3, impolite: -3, slow: -2, late: -2, waited: -2, waiting: -2, forgot: -2, forgotten: -2, ignored: -2,
    unprofessional: -3, dismissive: -2, sloppy: -2, dirty: -3, filthy: -3, sticky: -2, noisy: -1, loud: -1,
    attentive: 2, welcoming: 2, polite: 2, courteous: 2, prompt: 2, quick: 1, fast: 1, efficient: 2, cozy: 2,
    cosy: 2, spotless: 2, knowledgeable: 2, accommodating: 2, brilliant: 3,
    // delivery, missing and wrong items
    missing: -2, wrong: -2, spilled: -2, spilt: -2, leaking: -2, squashed: -2, crushed: -2, soaked: -2, refund: -2,
    undelivered: -3, delayed: -2,
    // an apology is good service, so "nobody apologised" turns into a complaint
    apologise: 1, apologised: 1, apologize: 1, apologized: 1, apology: 1, sorry: 1,
    // value
    overpriced: -3, expensive: -1, pricey: -1, "rip-off": -3, ripoff: -3, extortionate: -3, tiny: -1, stingy: -2,
    measly: -2, affordable: 2, bargain: 2,
    // neither: a verdict of "fine" or "average" is neutral in a review
    ok: 0, okay: 0, average: 0, fine: 0, standard: 0, normal: 0, decent: 1, mediocre: -2, "so-so": -1, meh: -1,
    forgettable: -2, disappointing: -3, sick: -2, ill: -2, dangerous: -3,
  },
  da: {
    kold: -2, lunken: -2, slatten: -2, slatne: -2, iskold: -3, klæg: -2, gennemstegt: -2, tør: -1, fedtet: -2, oversaltet: -2, smagløs: -3,
    smagsløs: -3, brændt: -2, vandet: -2, klistret: -2, uspiselig: -4, ulækker: -3, klam: -3, skuffende: -3, skuffet: -2, skuffede: -2,
    lækker: 3, lækkert: 3, lækre: 3, velsmagende: 3, smagfuld: 3, frisk: 2, sprød: 2, saftig: 2, mør: 2,
    hjemmelavet: 1, skøn: 3, dejlig: 3, herlig: 3, fremragende: 4, imødekommende: 2, opmærksom: 2, flink: 2,
    hurtig: 1, venlig: 2, venligt: 2, velkommen: 2, gavmild: 2, generøs: 2, fornuftig: 1, top: 3,
    uhøflig: -3, uvenlig: -3, langsom: -2, ventetid: -2, ventede: -2, ventet: -2, glemt: -2, ignoreret: -2, uprofessionel: -3,
    uprofessionelt: -3, beskidt: -3, snavset: -3, irriteret: -2, nedladende: -2, larmende: -1,
    manglede: -2, mangler: -2, forkert: -2, spildt: -2, gennemblødt: -2, mast: -2, forsinket: -2, refusion: -2, undskyldning: 1, beklagede: 1,
    dyrt: -2, overpris: -3, overpriset: -3, røveri: -3, lillebitte: -1, værd: 2,
    // "farligt" stems to "far" (father), which AFINN-da scores −2: the adjective gets its own entries.
    farlig: -3, farligt: -3, farlige: -3, syg: -2, ok: 0, okay: 0, middelmådig: -2,
    // "leveret", "levering" stem to AFINN-da's "lev" (live, +2): delivery is no opinion.
    levere: 0, leveret: 0, leverede: 0, levering: 0, leveringen: 0,
  },
  de: {
    kalt: -2, lauwarm: -2, eiskalt: -3, fad: -2, geschmacklos: -3, zäh: -2, trocken: -1, verbrannt: -2,
    angebrannt: -2, roh: -2, matschig: -2, labberig: -2, pappig: -2, wässrig: -2, versalzen: -2, fettig: -2,
    ungenießbar: -4, eklig: -3, widerlich: -4, durchweicht: -2, zerdrückt: -2, lieblos: -2, langweilig: -2,
    mittelmäßig: -2, enttäuschend: -3, enttäuscht: -2, enttäuschung: -3,
    lecker: 3, geschmeckt: 2, besser: 2, beste: 3, bester: 3, köstlich: 3, schmackhaft: 3, frisch: 2, knusprig: 2, saftig: 2, zart: 2, hausgemacht: 1,
    großzügig: 2, hervorragend: 4, ausgezeichnet: 4, empfehlenswert: 3, gedicht: 3, genuss: 3, gemütlich: 2,
    herzlich: 2, aufmerksam: 2, freundlich: 2, nett: 2, zuvorkommend: 2, schnell: 1, pünktlich: 2, sauber: 1,
    begeistert: 3, top: 3, klasse: 3, spitze: 3, prima: 3, danke: 2, gerne: 1,
    unfreundlich: -3, unhöflich: -3, genervt: -2, langsam: -2, wartezeit: -2, gewartet: -2, warten: -2, vergessen: -2,
    ignoriert: -2, unprofessionell: -3, schmutzig: -3, dreckig: -3, laut: -1, peinlich: -2, frech: -3,
    gestritten: -2, fehlte: -2, fehlten: -2, fehlt: -2, falsch: -2, ausgelaufen: -2, verspätet: -2,
    verspätung: -2, erstattung: -2, entschuldigung: 1, entschuldigt: 1, teuer: -1, überteuert: -3, wucher: -3, abzocke: -3, winzig: -1,
    statt: -1, anstatt: -1, schnäppchen: 2, preiswert: 2, gefährlich: -3, krank: -2, meckern: -2, ok: 0, okay: 0,
  },
  es: {
    frío: -2, fría: -2, tibio: -2, insípido: -3, soso: -2, seco: -1, duro: -1, quemado: -2, crudo: -2,
    aceitoso: -2, grasiento: -2, salado: -1, incomible: -4, asqueroso: -4, congelado: -1, recalentado: -2,
    aplastado: -2, empapado: -2, derramado: -2, mediocre: -2, decepcionante: -3, decepción: -3, normalito: -1,
    olvidable: -2, delicioso: 3, rico: 2, riquísimo: 3, sabroso: 3, fresco: 2, crujiente: 2, jugoso: 2,
    tierno: 2, casero: 1, espectacular: 3, buenísimo: 3, exquisito: 3, estupendo: 3, encantador: 3, amable: 2,
    atento: 2, simpático: 2, majo: 2, rápido: 1, rapidísimo: 2, acogedor: 2, limpio: 1, recomendable: 3,
    agradecido: 2, calentito: 2, puntual: 2, generoso: 2, volveremos: 2, repetiremos: 2, volveré: 2,
    maleducado: -3, grosero: -3, antipático: -3, lento: -2, espera: -2, esperando: -2, ignorado: -2, olvidado: -2, sucio: -3,
    ruidoso: -1, desastre: -3, faltaban: -2, faltaba: -2, equivocado: -2, incorrecto: -2, retraso: -2,
    reembolso: -2, disculpa: 1, disculpas: 1, caro: -1, carísimo: -3, robo: -3, timo: -3, minúsculo: -1, abusivo: -3, peligroso: -3,
    enfermo: -2, queja: -2,
  },
  fr: {
    froid: -2, tiède: -2, glacé: -2, fade: -2, insipide: -3, sec: -1, dur: -1, brûlé: -2, pâteux: -2, huileux: -2,
    salé: -1, immangeable: -4, dégoûtant: -4, écœurant: -3, surgelé: -1, réchauffé: -2, écrasé: -2, trempé: -2,
    collant: -2, correct: 1, décevant: -3, déception: -3, quelconque: -1, médiocre: -2, banal: -1,
    délicieux: 3, délicieuse: 3, savoureux: 3, succulent: 3, frais: 2, fraîche: 2, croustillant: 2, juteux: 2, tendre: 2,
    fondant: 2, copieux: 2, généreux: 2, divin: 3, délice: 3, régal: 3, chaleureux: 2, accueillant: 2,
    aimable: 2, attentionné: 2, souriant: 2, adorable: 3, sympathique: 2, rapide: 1, soigné: 2, impeccable: 3,
    reconnaissant: 2, merci: 2, top: 3, génial: 3, bravo: 3, reviendrons: 2, reviendrai: 2, reviendra: 2,
    impoli: -3, désagréable: -3, malpoli: -3, lent: -2, attente: -2, oublié: -2, ignoré: -2, sale: -3,
    bruyant: -1, inadmissible: -3, honte: -3, scandaleux: -3, catastrophe: -3, nul: -3, manquait: -2,
    manquant: -2, erreur: -2, retard: -2, remboursé: -2, remboursement: -2, excuse: 1, excuses: 1, cher: -1, arnaque: -3, vol: -2,
    minuscule: -1, abordable: 2, dangereux: -3, malade: -2, mal: -2, redire: -2,
  },
  it: {
    freddo: -3, sporco: -3, lento: -2, scortese: -3, delizioso: 4, buonissimo: 4, gentile: 3, deludente: -3,
    caro: -1, bruciato: -2, squisito: 4, velocissimo: 2, torneremo: 2, caldo: 1,
  },
  pt: {
    fria: -2, frio: -2, sujo: -3, suja: -3, lento: -2, demorado: -2, gostosa: 3, gostoso: 3, deliciosa: 3,
    delicioso: 3, simpático: 2, caro: -1, péssimo: -4, ótimo: 3, ótima: 3, maravilhoso: 4, divina: 3, dura: -1,
    empapado: -2, quentinha: 2, adorei: 3, rápida: 1,
  },
  nl: {
    koud: -3, vies: -3, traag: -2, onbeleefd: -3, onvriendelijk: -3, lekker: 4, heerlijk: 4, vriendelijk: 3,
    teleurstellend: -3, duur: -1, slap: -2, droog: -1, smakeloos: -3, fantastisch: 4, top: 3, warm: 1,
  },
};

/**
 * Expressions of two to four words, matched on the token sequence before single words. Coming back (or not) is
 * the clearest verdict a guest gives; a negation before the expression turns it like a word. "Instead of" and
 * "someone else's" are how a wrong order is told. A phrase scored 0 shields its words ("frais de livraison").
 */
export const DOMAIN_PHRASES: Partial<Record<Language, Record<string, number>>> = {
  en: { "come back": 2, "coming back": 2, "be back": 2, "come again": 2, "never again": -3, "money back": -2, "rip off": -3, "spot on": 3, "made up for": 2, "value for money": 2, "waste of money": -3, "no one": -1, "too long": -2, "instead of": -1, "someone else": -2, "somebody else": -2,
    // allergy terms: "free" here is no praise
    "gluten free": 0, "dairy free": 0, "nut free": 0, "lactose free": 0 },
  da: { "kommer igen": 2, "kommer ikke igen": -3, "aldrig igen": -3, "pengene tilbage": -2, "for sent": -2, "til tiden": 1, "ikke noget særligt": -1, "i stedet for": -1, "en andens": -2 },
  de: { "kommen wieder": 2, "komme wieder": 2, "gerne wieder": 2, "kommen nicht wieder": -3, "nie wieder": -3, "geld zurück": -2, "zu spät": -2, "jemand anderem": -2, "jemand anderen": -2 },
  es: { "en vez de": -1, "en lugar de": -1, "otra persona": -2, "nunca más": -3, "de diez": 2, "de escándalo": 3, "dinero de vuelta": -2 },
  fr: { "frais de": 0, "frais d": 0, "sans plus": -1, "au lieu de": -1, "quelqu un d autre": -2, "plus jamais": -3, "sans intérêt": -2, "hors de prix": -3 },
};

/**
 * Corrections of the upstream lexicons where a common review word is scored against its meaning here, each for a
 * reason: AFINN-da's stems collide ("far" is father and "farlig"; "for" is the preposition) or were translated from
 * another sense ("dyrt" is expensive, not dear; "nød" is "enjoyed" as often as "need").
 */
export const LEXICON_CORRECTIONS: Partial<Record<Language, Record<string, number>>> = {
  da: { far: 0, for: 0, dyrt: -2, nød: 2, læk: 0 },
  // Pattern-fr gives the adverb of quantity and the ordinals an opinion: "en plus", "le mois dernier", "première fois".
  fr: { plus: 0, dernier: 0, dernière: 0, premier: 0, première: 0 },
};
