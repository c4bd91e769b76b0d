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
    overpriced: -3, expensive: -1, pricey: -1, "rip-off": -3, ripoff: -3, extortionate: -3, tiny: -2, stingy: -2,
    measly: -2, affordable: 2, bargain: 2,
    // neither: a verdict of "fine" or "average" is neutral in a review
    ok: 0, okay: 0, average: 0, fine: 0, standard: 0, normal: 0, decent: 1, mediocre: -2, "so-so": -2, meh: -2,
    forgettable: -2, disappointing: -3, sick: -2, ill: -2, dangerous: -3,
    // verdicts: "so-so" and "meh" about the food are a complaint; "unbeatable" is praise (the prefix rule skips -able)
    // general verdicts AFINN lacks
    phenomenal: 4, exceptional: 4, gorgeous: 3, impeccable: 3, faultless: 3, underwhelming: -2, rubbish: -3,
    unbeatable: 3, recommend: 3, recommended: 3, joke: -2, happier: 3, complaint: -2, complaints: -2,
    // an allergy incident is told by what followed; a shrug is how a complaint is dismissed
    hospital: -3, epipen: -3, reaction: -2, shrugged: -2, shrug: -2,
    // hygiene: what was found in the food
    hair: -2, cockroach: -3, cockroaches: -3, insect: -3, maggot: -3, mould: -3, mold: -3, mouldy: -3, moldy: -3,
    // AFINN's "like" is the verb; in a review it is as often "tasted like", "felt like" (phrases below). Food, not
    // madness: "nuts in the salad".
    clearly: 0, nuts: 0,
    // a cancelled order, a let-down, a fault found; speed and a special occasion; "open" is opening hours
    cancelled: -2, canceled: -2, letdown: -2, fault: -2, plastic: -1, speedy: 2, steaming: 1, open: 0,
    // "hospitality" is not "hospital" (the stems meet); idiom of praise and of shambles
    // found missing by listing the same complaint and praise concepts in every language (see the other languages)
    // creatures in the food; a burst carton; praise by idiom
    snail: -3, slug: -3, worm: -3, maggots: -3, burst: -2, fab: 3, disappeared: 0, exceeded: 3, forever: -1, avoid: -3, everywhere: -1, regulars: 2, "eye-watering": -3, reassuring: 2,
    overcharged: -3, messy: -2, smelly: -2, grumpy: -2, punctual: 2, professional: 2, leaked: -2, leak: -2,
    hospitality: 2, hospitable: 2, smoothly: 2, shambles: -3, overhyped: -2, frozen: -1, perfection: 3,
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
    uovertruffen: 3, uslåelig: 3, anbefale: 3, anbefales: 3, anbefaler: 3, anbefalet: 3, skadestue: -3, skadestuen: -3,
    hospitalet: -3, sygehuset: -3, reaktion: -2, skuldertræk: -2,
    // food and occasions, not opinions (AFINN-da's stems collide: "suppe", "sukker", "fest", "stærk" = spicy)
    suppe: 0, brød: 0, sukker: 0, fest: 0, stærk: 0,
    // general verdicts AFINN-da lacks ("super" alone is praise; before an opinion word it only strengthens it). It
    // shares the stem "sup" with "suppe", whose forms are listed as written so they do not take its value.
    fejlfri: 3, uforskammet: -3, super: 3, suppen: 0, supper: 0, supperne: 0, hilsen: 0, hilsner: 0,
    hår: -2, kakerlak: -3, insekt: -3, mug: -3, muggen: -3,
    annulleret: -2, aflyst: -2, udsætte: -2, almindelig: 0, almindeligt: 0, skuffelse: -3, lynhurtig: 2,
    // "mørt" (tender, neuter) is too short for the -t rule; "mums" is yum; "skod" rubbish
    // common verbs AFINN-da's stems give an opinion ("fandt" found → "fanden" the devil)
    fandt: 0, finde: 0, kæreste: 0, betryggende: 2, rose: 2, roste: 2, stamgæster: 2, stamgæst: 2, overalt: -1, udsolgt: -2, pulversuppe: -2, grådigt: -2, grådig: -2, overgik: 3, overgået: 3, evighed: -1,
    snegl: -3, orm: -3, revnet: -2, hit: 3, rå: -2, måtte: -1.5,
    lækkede: -2, utæt: -2, overopkrævet: -3, stank: -3, madforgiftning: -4, brækkede: -3, overkogt: -2, punktlig: 2,
    hjælpsom: 2, hjælpsomme: 2, professionel: 2, gnidningsfrit: 2,
    mørt: 2, mums: 3, skod: -3, himmelsk: 3, ligegyldig: -2,
    // restaurant things AFINN-da's stems give an opinion: a chair ("stol" trust), the till, cutlery ("bestikke" bribe), the dish
    stol: 0, stole: 0, kasse: 0, kassen: 0, bestik: 0, bestikket: 0, retten: 0,
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
    verspätung: -2, erstattung: -2, entschuldigung: 1, entschuldigt: 1, teuer: -1, überteuert: -3, wucher: -3, abzocke: -3, winzig: -2,
    statt: -2, anstatt: -2, beanstanden: -2, bemängeln: -2, schnäppchen: 2, preiswert: 2, gefährlich: -3, krank: -2, meckern: -2, ok: 0, okay: 0,
    unschlagbar: 3, empfehlen: 3, empfehle: 3, empfohlen: 3, notaufnahme: -3, krankenhaus: -3, reaktion: -2,
    schulterzucken: -2, achselzucken: -2, wiederkommen: 2,
    // food and occasions, not opinions ("Wein" is not "weinen"; "scharf" is spicy)
    wein: 0, feier: 0, scharf: 0,
    // Pattern-de scores the commonest verdicts faintly ("schrecklich" −0.1, "einwandfrei" +0.5, "gut" +1.9): on AFINN's
    // scale, as the other languages have them
    gut: 3, schrecklich: -3, furchtbar: -3, grauenhaft: -3, grauenvoll: -3, katastrophal: -3, ekelhaft: -4, miserabel: -3,
    mies: -3, grottig: -3, inakzeptabel: -3, unverschämt: -3, überfordert: -2, einwandfrei: 3, fantastisch: 4, großartig: 4,
    traumhaft: 3, himmlisch: 3, traum: 3, exzellent: 4,
    beschwerde: -2, beschwerden: -2, haar: -2, kakerlake: -3, insekt: -3, schimmel: -3, schimmelig: -3,
    // common verbs Pattern-de gives an opinion ("stehen" −2.5, "schließen" −1)
    beruhigend: 2, loben: 2, gelobt: 2, altbacken: -2, mussten: -1.5, musste: -1.5, stammgäste: 2, stammgast: 2, labbrig: -2, labbrige: -2, labbriges: -2, überall: -1, aufgegangen: -2, ausverkauft: -2, übertroffen: 3, übertraf: 3, ewig: -1, ewigkeit: -1, fair: 2, faire: 2, fairen: 2,
    stehen: 0, steht: 0, stand: 0, standen: 0, schließen: 0, schließt: 0,
    schnecke: -3, wurm: -3, made: -3, durchnässt: -2, aufgeplatzt: -2, geplatzt: -2,
    // "klein" (small) is as often the place as the portion (Pattern-de −1.4): faint
    klein: -0.5, kleine: -0.5, kleines: -0.5, kleiner: -0.5, kleinen: -0.5, alte: 0, alten: 0, altes: 0,
    undicht: -2, abgezockt: -3, chaotisch: -2, stank: -3, stinkt: -3, lebensmittelvergiftung: -4, vergiftung: -3, gummiartig: -2,
    vergaß: -2, genossen: 2, beeindruckt: 3, höflich: 2, schön: 2, schöne: 2, schönes: 2, glücklich: 2,
    zumutung: -3, unterirdisch: -3, überzeugt: 3, überzeugend: 3, hit: 3,
    storniert: -2, abgesagt: -2, verkocht: -2, zerkocht: -2, welk: -2, reibungslos: 2, geklappt: 1, rücksicht: 2, auszusetzen: -2, aussetzen: -2,
  },
  es: {
    frío: -2, fría: -2, tibio: -2, insípido: -3, soso: -2, seco: -1, duro: -2, quemado: -2, crudo: -2,
    aceitoso: -2, grasiento: -2, salado: -1, incomible: -4, asqueroso: -4, congelado: -1, recalentado: -2,
    aplastado: -2, empapado: -2, derramado: -2, mediocre: -2, decepcionante: -3, decepción: -3, normalito: -2,
    olvidable: -2, delicioso: 3, rico: 2, riquísimo: 3, sabroso: 3, fresco: 2, crujiente: 2, jugoso: 2,
    tierno: 2, casero: 1, espectacular: 3, buenísimo: 3, exquisito: 3, estupendo: 3, encantador: 3, amable: 2,
    atento: 2, simpático: 2, majo: 2, rápido: 1, rapidísimo: 2, acogedor: 2, limpio: 1, recomendable: 3,
    agradecido: 2, calentito: 2, puntual: 2, generoso: 2, volveremos: 2, repetiremos: 2, volveré: 2,
    maleducado: -3, grosero: -3, antipático: -3, lento: -2, espera: -2, esperando: -2, ignorado: -2, olvidado: -2, sucio: -3,
    ruidoso: -1, desastre: -3, faltaban: -2, faltaba: -2, equivocado: -2, incorrecto: -2, retraso: -2,
    reembolso: -2, disculpa: 1, disculpas: 1, caro: -1, carísimo: -3, robo: -3, timo: -3, minúsculo: -2, abusivo: -3, peligroso: -3,
    enfermo: -2, queja: -2,
    inmejorable: 3, insuperable: 3, recomiendo: 3, recomendado: 3, urgencias: -3, hospital: -3,
    reacción: -2, volver: 2,
    // food and rooms, not opinions (AFINN-es translated "chicken" the coward, "sal" the verb)
    pelo: -2, cucaracha: -3, insecto: -3, moho: -3, mohoso: -3,
    // general verdicts AFINN-es lacks
    pésimo: -4, malísimo: -4, horroroso: -4, genial: 3, impecable: 3, inaceptable: -3, vergonzoso: -3, lamentable: -3,
    penoso: -3, cutre: -2, saludos: 0,
    triste: -2, pollo: 0, sala: 0, sal: 0, efectivo: 0, pagamos: 0, pagar: 0, objetar: -2, reprochar: -2,
    // an order and fish are no opinions (AFINN-es: "pedido" −2, "pescado" −2); nor are correct and normal
    // "bien" is "fine" as often as "good" ("estuvo bien" is no praise; "muy bien" is)
    tranquilizador: 2, desorbitado: -3, desorbitados: -3, desorbitadas: -3, dura: -2, atraco: -3, agotado: -2, agotada: -2, bien: 1, superó: 3, superaron: 3, eternidad: -1, ignoró: -2, ignoraron: -2, evitadlo: -3, evitarlo: -3, minúsculas: -2, minúscula: -2,
    querer: 0, caracol: -3, gusano: -3, reventado: -2, reventados: -2, cercano: 2, cercana: 2, nueve: 0, cobraron: -2, triunfó: 3, triunfar: 3,
    goteaba: -2, intoxicación: -4, vomité: -3, vomitando: -3, gomoso: -2, recocido: -2, borde: -2, profesional: 2, abundante: 2,
    educado: 2, educada: 2, bonito: 2, bonita: 2,
    pedido: 0, pedidos: 0, pescado: 0, invitados: 0, restaurante: 0, enfriado: -2, enfriada: -2, enfrió: -2, correcto: 1, correcta: 1, acertar: 2, acierto: 3, encanto: 2, ridículo: -2, ridícula: -2,
    cancelado: -2, cancelada: -2, cancelaron: -2, canceló: -2, anulado: -2, anulada: -2, flojo: -2, floja: -2, glacial: -3,
  },
  fr: {
    froid: -2, tiède: -2, glacé: -2, fade: -2, insipide: -3, sec: -1, dur: -1, brûlé: -2, pâteux: -2, huileux: -2,
    salé: -1, immangeable: -4, dégoûtant: -4, écœurant: -3, surgelé: -1, réchauffé: -2, écrasé: -2, trempé: -2,
    collant: -2, correct: 1, décevant: -3, déception: -3, quelconque: -2, médiocre: -2, banal: -1,
    délicieux: 3, délicieuse: 3, savoureux: 3, succulent: 3, frais: 2, fraîche: 2, croustillant: 2, juteux: 2, tendre: 2,
    fondant: 2, copieux: 2, généreux: 2, divin: 3, délice: 3, régal: 3, chaleureux: 2, accueillant: 2,
    aimable: 2, attentionné: 2, souriant: 2, adorable: 3, sympathique: 2, rapide: 1, soigné: 2, impeccable: 3,
    reconnaissant: 2, merci: 2, top: 3, génial: 3, bravo: 3, reviendrons: 2, reviendrai: 2, reviendra: 2,
    impoli: -3, désagréable: -3, malpoli: -3, lent: -2, attente: -2, oublié: -2, ignoré: -2, sale: -3,
    bruyant: -1, inadmissible: -3, honte: -3, scandaleux: -3, catastrophe: -3, nul: -3, manquait: -2,
    manquant: -2, erreur: -2, retard: -2, remboursé: -2, remboursement: -2, excuse: 1, excuses: 1, cher: -1, arnaque: -3, vol: -2,
    minuscule: -2, abordable: 2, dangereux: -3, malade: -2, mal: -2, redire: -2,
    imbattable: 3, recommande: 3, recommandé: 3, recommander: 3, urgences: -3, hôpital: -3, réaction: -2, revenir: 2,
    retournerons: 2,
    // dishes and bookings, not opinions; "si" is "if" (and "so", an intensifier)
    // general verdicts Pattern-fr scores faintly or lacks
    cordialement: 0, déplorable: -3, lamentable: -3, exécrable: -4, inacceptable: -3, minable: -3, nulle: -3,
    plainte: -2, plaintes: -2, cheveu: -2, cheveux: -2, cafard: -3, insecte: -3, moisissure: -3,
    soupe: 0, principal: 0, réservation: 0, si: 0, arrivé: 0, arrivée: 0, ouvert: 0, fermé: 0, réservé: 0,
    // "attentif" shares its stem with "attente" (a wait); a classic dish is no praise
    rassurant: 2, exorbitant: -3, exorbitants: -3, exorbitante: -3, aqueuse: -2, aqueux: -2, verre: 0, verres: 0, moyenne: -1, moyen: -1,
    rassis: -2, rassie: -2, habitués: 2, partout: -1, réussi: 3, réussie: 3, réussis: 3, réussies: 3, épuisé: -2, ravi: 3, ravis: 3, ravie: 3, ravies: 3, raisonnable: 2, raisonnables: 2, passé: 0, éternité: -1, fuir: -2, molles: -2, mous: -2,
    minuscules: -2,
    fini: 0, finie: 0, limace: -3, ver: -3, asticot: -3, éclaté: -2, éclatée: -2, succès: 3, malgré: 0, facturé: -1.5,
    fuite: -2, bordel: -2, chaos: -2, intoxication: -4, vomi: -3, caoutchouteux: -2, coriace: -2, cramé: -2, grincheux: -2,
    erroné: -2, erronée: -2, ponctuel: 2, serviable: 2, professionnel: 2, impressionné: 3,
    charme: 2, refroidi: -2, refroidie: -2, ridicule: -2, ridicules: -2, semelle: -2, bof: -1, pépite: 3, personnel: 0,
    parfaitement: 3, excellent: 4, excellente: 4, sympa: 2, équipe: 0, dessert: 0, salle: 0,
    attentif: 2, attentifs: 2, attentive: 2, attentives: 2, classique: 0, annulé: -2, annulée: -2, glacial: -3, reproche: -2, reproches: -2,
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
  en: { "come back": 2, "coming back": 2, "be back": 2, "come again": 2, "never again": -3, "money back": -2, "rip off": -3, "spot on": 3, "made up for": 2, "value for money": 2, "waste of money": -3, "no one": -1, "too long": -2, "instead of": -2,
    "will return": 2, "will not return": -3, "be returning": 2, "book again": 2, "order again": 2, "ordering again": 2,
    "no apology": -2, "nothing special": -1, "nothing to write home about": -1, "charged twice": -2, "charged us twice": -2, "double charged": -2, "no refund": -2, "no flavour": -2, "no flavor": -2, "no taste": -2, "of nothing": -2, "like nothing": -2, "no apologies": -2, "without an apology": -2, "not even an apology": -2, "still waiting": -2,
    "piping hot": 2, "on top": 0,
    // idiom: faint praise, a let-down, feeling at home, asking no more, expecting more
    "nothing more": 0, "nothing less": 0, "neither good nor bad": 0, "let down": -2, "taking the mick": -3, "taking the piss": -3,
    "not what we ordered": -2, "not what i ordered": -2, "say enough good things": 3, "could not be bothered": -3, "not once": -2, "not stop thinking about": 3, "like regulars": 2, "while waiting": 0, "while we waited": 0, "to be honest": 0, "daylight robbery": -3, "run out of": -2, "ran out of": -2,
    "sold out": -1, "popped open": -2, "out of a packet": -2, "from a packet": -2, "still hot": 2, "smooth as": 2,
    "on time": 2, "well packed": 2, "took forever": -2, "took ages": -2, "waited ages": -2, "exceeded our expectations": 3,
    "food poisoning": -4, "real deal": 3, "hands down": 2, "had to": -1.5, "charged us for": -2, "charged me for": -2,
    "charged for": -2, "asked twice": -2, "a fly in": -3, "without hesitation": 2, "what you d expect": 0, "as you d expect": 0, "to die for": 3, "hit the spot": 3, "hits the spot": 3, "top notch": 3, "top-notch": 3, "second to none": 3,
    "out of this world": 3, "blew us away": 3, "blown away": 3, "without a hitch": 3, "above and beyond": 3, "hidden gem": 3,
    "on point": 3, "not recommend enough": 4, "not recommend it enough": 4, "not recommend them enough": 4, "not recommend highly enough": 4,
    "waste of time": -3, "heat lamp": -2, "rolled his eyes": -2, "rolled her eyes": -2, "rolled their eyes": -2, "eye roll": -2,
    "on the house": 2, "so special": 3, "very special": 3, "really special": 3, "truly special": 3, "extra special": 3, "something special": 2,
    "at home": 2, "felt safe": 2, "feel safe": 2, "not ask for more": 3, "expected more": -2, "expected better": -2,
    "not bother again": -2, "will not bother": -2, "without anyone": -1.5, "without anybody": -1.5,
    // greetings and sign-offs are politeness, not praise
    "good morning": 0, "good afternoon": 0, "good evening": 0, "kind regards": 0, "best regards": 0, "best wishes": 0,
    // "like" as a preposition or a wish, not the verb of liking
    "tasted like": 0, "tastes like": 0, "felt like": 0, "feels like": 0, "looked like": 0, "looks like": 0, "smelled like": 0,
    "seemed like": 0, "would like": 0, "d like": 0, "someone else": -2, "somebody else": -2,
    // allergy terms: "free" here is no praise
    "gluten free": 0, "dairy free": 0, "nut free": 0, "lactose free": 0 },
  da: { "kommer igen": 2, "kommer ikke igen": -3, "aldrig igen": -3, "pengene tilbage": -2, "for sent": -2, "til tiden": 2, "ikke noget særligt": -1, "i stedet for": -2, "en andens": -2,
    "ingen undskyldning": -2, "god dag": 0, "god aften": 0, "god morgen": 0, "venlig hilsen": 0, "venlige hilsner": 0,
    "mange hilsner": 0, "trukket to gange": -2, "trukket dobbelt": -2, "ingen refusion": -2, "uden smag": -2, "ingen smag": -2, "ikke igen": -2, "kommer ikke tilbage": -3, "ikke af noget": -2, "af ingenting": -2, "uden undskyldning": -2, "kommer gerne igen": 2, "bestiller igen": 2, "kommer tilbage": 2, "vender tilbage": 2,
    "trak på skuldrene": -2,
    "intet at bemærke": 0, "ikke noget at bemærke": 0, "hverken god eller dårlig": 0, "hverken godt eller dårligt": 0, "for meget": -2,
    "stadig ikke": -2, "pengene retur": -2, "mad for pengene": 2, "valuta for pengene": 3, "som hjemme": 3, "smagte gammel": -2,
    "forventet mere": -2, "forventede mere": -2, "på husets regning": 2, "ikke det vi bestilte": -2, "ikke det jeg bestilte": -2, "gad ikke": -2, "ikke en eneste gang": -2, "mens vi ventede": 0, "ærligt talt": 0, "sørgede for": 0, "sørge for": 0, "sørget for": 0, "sørgede for alt": 2,
    "gået op": -2, "stadig varm": 2, "stadig lun": 1, "over vores forventninger": 3, "en evighed": -2, "små portioner": -2, "portionerne var små": -2, "undgå dette sted": -3,
    "kastede op": -3, "i top": 3, "på skuldrene": -2, "opkrævet for": -2, "gøre opmærksom på": 0,
    "gjorde opmærksom på": 0, "uden tøven": 2, "i særklasse": 3, "vilde med": 3, "slog benene væk": 3, "fin nok": 0, "helt fint": 0,
    "himlede med øjnene": -2, "rullede med øjnene": -2, "spild af penge": -3, "spild af tid": -3, "tog imod": 0, "tage imod": 0, "tager imod": 0, "uden at nogen": -1.5 },
  de: { "kommen wieder": 2, "komme wieder": 2, "gerne wieder": 2, "kommen nicht wieder": -3, "nie wieder": -3, "geld zurück": -2, "zu spät": -2, "jemand anderem": -2, "jemand anderen": -2,
    "keine entschuldigung": -2, "guten tag": 0, "guten abend": 0, "guten morgen": 0, "freundlichen grüßen": 0,
    "freundliche grüße": 0, "liebe grüße": 0, "viele grüße": 0, "nichts besonderes": -1, "doppelt abgebucht": -2, "doppelt berechnet": -2, "keine erstattung": -2, "ohne entschuldigung": -2, "ohne geschmack": -2, "kein geschmack": -2, "nach nichts": -2, "nicht wieder": -2, "schmeckte nicht": -2,
    "schmeckt nicht": -2,
    "weder gut noch schlecht": 0, "preis-leistung stimmt": 3, "wie zu hause": 3, "wie daheim": 3, "mehr erwartet": -2, "besseres erwartet": -2,
    "immer noch nicht": -2, "ohne dass jemand": -1.5, "aufs haus": 2,
    "nicht bestellt": -2, "gesalzene preise": -2, "nicht genug loben": 3, "keine lust": -2, "kein einziges mal": -2, "ehrlich gesagt": 0, "aus der tüte": -2, "noch heiß": 2, "noch warm": 2, "auf jeden fall": 0, "auf jeden fall wieder": 2, "bestimmt wieder": 2, "sicher wieder": 2, "nicht wert": -2, "geld nicht wert": -3,
    "finger weg": -3, "ewig gedauert": -2, "erwartungen übertroffen": 3,
    "auf den punkt": 2, "mit den schultern": -2, "mussten wir": -1.5, "musste ich": -1.5, "ohne zu zögern": 2,
    "stimmt alles": 3, "stimmt einfach alles": 3, "seinesgleichen sucht": 3, "sucht seinesgleichen": 3, "der hit": 3, "erste sahne": 3,
    "einsame spitze": 3, "keine wünsche offen": 3, "nichts zu wünschen übrig": 3, "augen verdreht": -2, "die augen verdreht": -2,
    "geldverschwendung": -3, "zeitverschwendung": -3 },
  es: { "en vez de": -2, "en lugar de": -2, "ni una disculpa": -2, "buenos días": 0, "buenas tardes": 0, "buenas noches": 0, "un saludo": 0,
    "saludos cordiales": 0, "nada especial": -1, "nada del otro mundo": -1, "cobraron dos veces": -2, "cobrado dos veces": -2, "sin reembolso": -2, "ningún reembolso": -2,
    "devolvieron el dinero": 0, "sin sabor": -2, "sin gracia": -2, "no sabía a nada": -2, "no sabe a nada": -2, "sin disculpas": -2, "sin una disculpa": -2,
    "de hombros": -2, "otra persona": -2, "nunca más": -3, "de diez": 2, "de escándalo": 3, "dinero de vuelta": -2,
    "sin más": -1, "ni bueno ni malo": 0, "ni buena ni mala": 0, "ni fu ni fa": 0, "como en casa": 3, "como una suela": -3, "llegó helada": -3,
    "esperaba más": -2, "esperaba mejor": -2, "todavía no": -2, "aún no": -2, "sin que nadie": -1.5, "cortesía de la casa": 2, "invitación de la casa": 2, "invitó la casa": 2,
    "no era lo que": -2, "no me canso de": 3, "salsa aguada": -2, "no está a la altura": -2, "como piedras": -2, "no quiso": -1, "ni una vez": -2, "de toda la vida": 2, "no puedo dejar de": 3, "mientras esperábamos": 0, "la verdad": 0, "se había acabado": -2, "se acabó": -2, "sabía a sobre": -2, "de sobre": -2,
    "por todas partes": -1, "aún caliente": 2, "todavía caliente": 2, "a tiempo": 2, "llegó tarde": -2, "llegaron tarde": -2, "muy tarde": -2, "una eternidad": -2, "no vale la pena": -3, "vale la pena": 2,
    "al borde": 0, "en su punto": 2, "de primera": 3, "tuvimos que": -1.5, "tuve que": -1.5, "sin dudarlo": 2, "esperamos volver": 2, "esperamos repetir": 2, "olía mal": -3, "olía fatal": -3, "de muerte": 3, "de lujo": 3, "un 10": 3, "un diez": 3, "de goma": -2, "estaba pasado": -2, "estaba pasada": -2, "estaban pasados": -2,
    "tomadura de pelo": -3, "de pena": -3, "una vergüenza": -3, "puso los ojos en blanco": -2, "pérdida de tiempo": -3 },
  fr: { "frais de": 0, "frais d": 0, "sans plus": -1, "au lieu de": -2, "au lieu du": -2, "au lieu des": -2, "aucune excuse": -2, "bonne journée": 0, "bonne soirée": 0, "bien cordialement": 0,
    "bien à vous": 0, "rien de spécial": -1, "rien d exceptionnel": -1, "rien de particulier": -1, "facturé deux fois": -2, "débité deux fois": -2, "aucun remboursement": -2, "pas de remboursement": -2,
    "sans remboursement": -2, "rien à dire": 2, "attends toujours": -2, "attend toujours": -2, "toujours pas": -2, "sans goût": -2, "sans saveur": -2, "aucun goût": -2, "pas terrible": -2, "sans excuse": -2, "sans excuses": -2,
    "pas d excuse": -2, "pas d excuses": -2, "haussé les épaules": -2, "hausse les épaules": -2, "quelqu un d autre": -2, "plus jamais": -3, "sans intérêt": -2, "hors de prix": -3,
    "ni bon ni mauvais": 0, "comme chez soi": 3, "comme chez nous": 3, "comme chez moi": 3, "comme à la maison": 3,
    "attendais mieux": -2, "attendais plus": -2, "attendions mieux": -2, "sans que personne": -1.5, "offert par la maison": 2, "offerte par la maison": 2,
    "pas ce qu on": -2, "pas ce que nous": -2, "pas ce que j": -2, "assez de bien": 3, "pas à la hauteur": -2, "comme de la pierre": -2,
    "pas voulu": -1, "pas une seule fois": -2, "arrête pas de penser": 3, "en attendant": 0, "plus disponible": -2, "goût de sachet": -2, "de sachet": -2, "encore chaud": 2, "encore chauds": 2,
    "encore chaude": 2, "encore chaudes": 2, "livré à l heure": 2, "livrée à l heure": 2, "arrivé à l heure": 2, "arrivée à l heure": 2, "pile à l heure": 2, "dépassé nos attentes": 3,
    "une éternité": -2, "ne vaut pas": -2, "vaut pas le": -2, "vaut le détour": 3, "vaut le coup": 2, "sans hésiter": 2, "sans hésitation": 2, "rien à signaler": 1, "avons dû": -1.5, "ai dû": -1.5, "a fallu": -1.5,
    "avons attendu": -2, "ai attendu": -2, "a attendu": -2, "trop cuit": -2, "trop cuite": -2, "trop cuits": -2, "trop cuites": -2, "à tomber": 3, "a tomber": 3, "les yeux fermés": 3, "au top": 3, "aux petits oignons": 3, "du vol": -3, "à fuir": -3, "a fuir": -3,
    "à éviter": -3, "foutage de gueule": -3, "levé les yeux au ciel": -2, "perte de temps": -3 },
};

/**
 * Corrections of the upstream lexicons where a common review word is scored against its meaning here, each for a
 * reason: AFINN-da's stems collide ("far" is father and "farlig"; "for" is the preposition) or were translated from
 * another sense ("dyrt" is expensive, not dear; "nød" is "enjoyed" as often as "need").
 */
export const LEXICON_CORRECTIONS: Partial<Record<Language, Record<string, number>>> = {
  da: { far: 0, for: 0, dyrt: -2, nød: 2, læk: 0, ja: 0 },
  // Pattern-fr gives the adverb of quantity and the ordinals an opinion: "en plus", "le mois dernier", "première fois".
  fr: {
    plus: 0, dernier: 0, dernière: 0, premier: 0, première: 0,
    // …and "plat" (flat) is the dish here, "plein" full, "tout" all, "fin"/"final" the end
    plat: 0, plats: 0, plate: 0, plein: 0, pleine: 0, tout: 0, toute: 0, toutes: 0, tous: 0, fin: 0, final: 0, finale: 0,
  },
  // AFINN-es translates "arrive" and "of course" as opinions: "llegó tarde" is no praise.
  es: { llegar: 0, claro: 0 },
};
