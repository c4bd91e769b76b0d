import { describe, expect, it } from "vitest";
import { analyseFeedback, analyseRules, detectLanguage, keyPhrases, labelFor } from "./sentiment.js";
import { foldText, reviewFeatures } from "./sentiment-features.js";
import { loadSentimentModel } from "./sentiment-model.js";
import { crossValidate, isTraining, loadRows, neutralShift, trainModel } from "./sentiment-training/pipeline.js";
import { composedReviews } from "./sentiment-training/composed.js";
import { TRAINING_BATCHES } from "./sentiment-training/reviews.js";
import { SENTIMENT_DEV } from "./sentiment-eval/dev.js";
import { SENTIMENT_DEV_2 } from "./sentiment-eval/dev-2.js";
import { SENTIMENT_DEV_3 } from "./sentiment-eval/dev-3.js";
import { SENTIMENT_DEV_4 } from "./sentiment-eval/dev-4.js";
import { SENTIMENT_DEV_5 } from "./sentiment-eval/dev-5.js";
import { SENTIMENT_DEV_6 } from "./sentiment-eval/dev-6.js";
import { SENTIMENT_DEV_7 } from "./sentiment-eval/dev-7.js";
import { SENTIMENT_HELD_OUT } from "./sentiment-eval/held-out.js";
import { SENTIMENT_HELD_OUT_2 } from "./sentiment-eval/held-out-2.js";
import { SENTIMENT_HELD_OUT_3 } from "./sentiment-eval/held-out-3.js";
import { SENTIMENT_HELD_OUT_4 } from "./sentiment-eval/held-out-4.js";
import { SENTIMENT_HELD_OUT_5 } from "./sentiment-eval/held-out-5.js";
import type { SentimentEvalReview } from "./sentiment-eval/review.js";
import { SENTIMENT_SAMPLES } from "./sentiment-samples.js";

// Under the measured figures of analyseFeedback (rules + learned model; dev = dev.ts + held-out.ts + dev-2.ts … dev-7.ts
// 100 % — it is trained on it, so this is a regression guard only —, held-out-2 97.0 %, held-out-3 96.0 %): a
// regression guard, not the 97 % target. The held-out sets are only scored here as a whole; their misses are never
// printed (bench/sentiment.bench.mjs).
const DEV_FLOOR = 0.98;
const HELD_OUT_2_FLOOR = 0.95; // 96.0 % since batches 12–14 and the composed reviews
const HELD_OUT_3_FLOOR = 0.92;
// held-out-4 was written blind (by a helper that saw only review.ts) and first scored after the model was done:
// 74.7 % for the rules alone, 79.3 % for rules + model, 80.7 % with the lexicon features (sentiment-features.ts), 82.3 %
// with training batches 12–14, the composed reviews and the neutral calibration. It is the honest figure; the floor
// guards it. held-out-5 was written before that last round and scored after it: 88.0 % before, 90.7 % after.
const HELD_OUT_4_FLOOR = 0.81;
const HELD_OUT_5_FLOOR = 0.89;

/** The rule analyser: one of the two inputs of analyseFeedback; its behaviours are specified one by one below. */
const label = (text: string) => analyseRules(text).label;
/** What the feedback service files: rules and learned model combined. */
const filed = (text: string) => analyseFeedback(text).label;
const accuracy = (set: ReadonlyArray<{ text: string; label: string }>) => set.filter((s) => filed(s.text) === s.label).length / set.length;

describe("sentiment", () => {
  it("labels the written samples right on three classes", () => {
    expect(SENTIMENT_SAMPLES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SENTIMENT_SAMPLES.map((s) => s.label)).size).toBe(3);
    expect(accuracy(SENTIMENT_SAMPLES)).toBeGreaterThanOrEqual(0.97);
  });

  it("detects the samples' languages and defaults to English", () => {
    for (const s of SENTIMENT_SAMPLES) expect(detectLanguage(s.text), s.text).toBe(s.language);
    expect(detectLanguage("Yum")).toBe("en");
    expect(detectLanguage("")).toBe("en");
  });

  it("tells the language of short reviews with no function words (a counted word list could not)", () => {
    expect(detectLanguage("Sehr lecker, gerne wieder!")).toBe("de");
    expect(detectLanguage("Muito bom, recomendo")).toBe("pt");
    expect(detectLanguage("Heerlijk gegeten")).toBe("nl");
    expect(detectLanguage("Buenísimo todo")).toBe("es");
    expect(detectLanguage("Squisito, torneremo")).toBe("it");
    expect(detectLanguage("Délicieux, merci")).toBe("fr");
    expect(detectLanguage("Rigtig lækker mad, vi kommer igen")).toBe("da");
    // Dutch, Italian and Portuguese are seldom written here: tinyld's closest call goes to the main language.
    expect(detectLanguage("Is the terrace open in winter?")).toBe("en");
  });

  it("reads Danish with Danish AFINN, its negations and its inflections", () => {
    const r = analyseFeedback("Maden var lækker, og tjeneren var sød og opmærksom.");
    expect(r.language).toBe("da");
    expect(r.label).toBe("positive");
    expect(label("Maden var kold, og vi ventede over en time. Meget skuffende.")).toBe("negative");
    expect(label("Fisken var ikke frisk.")).toBe("negative");
    expect(label("Vi blev ikke skuffede!")).toBe("positive");
    expect(label("Personalet var uopmærksomt.")).toBe("negative");
    // Function words that share a stem with AFINN-da entries ("hele" ~ "helbred", "barn" ~ "barnlig") say nothing.
    expect(label("Vi var der hele aftenen med et barn og to voksne.")).toBe("neutral");
  });

  it("keeps a negation inside its clause and turns the opinion after it", () => {
    expect(label("The food was not good")).toBe("negative");
    expect(label("Not cheap, but the food was excellent and the staff lovely")).toBe("positive");
    expect(label("Not a single thing to complain about.")).toBe("positive");
    expect(label("Le poisson n'était pas frais.")).toBe("negative");
    expect(label("Das Essen hat uns nicht geschmeckt.")).toBe("negative");
    expect(label("No estuvo nada mal, lo disfrutamos.")).toBe("positive");
  });

  it("reads 'never … so good' as praise and 'could have been better' as a complaint", () => {
    expect(label("I have never had such good pasta.")).toBe("positive");
    expect(label("Jeg har aldrig fået så god mad.")).toBe("positive");
    expect(label("The pasta could have been better.")).toBe("negative");
    expect(label("Das Essen hätte besser sein können.")).toBe("negative");
    expect(label("Honestly, it couldn't have been better.")).toBe("positive");
  });

  it("weighs the clause after 'but' over the one before, and a mere concession less", () => {
    expect(label("The delivery guy was lovely but the food was stone cold.")).toBe("negative");
    expect(label("Service was a bit slow, but the food more than made up for it.")).toBe("positive");
    expect(label("Servicen var lidt langsom, men maden var fremragende.")).toBe("positive");
    expect(label("The food was great. But the service was terrible and slow.")).toBe("negative");
  });

  it("counts emoji, written ratings, absences and irony; a question states no verdict", () => {
    expect(label("Best burger in town 😍🔥")).toBe("positive");
    expect(label("Again 😡👎")).toBe("negative");
    expect(label("Picked up at 7 🚗")).toBe("neutral");
    expect(label("Dinner for two, 5/5")).toBe("positive");
    expect(label("1 out of 10, would not order again")).toBe("negative");
    expect(label("Nobody came to our table and the order never arrived.")).toBe("negative");
    expect(label("Oh great, another hour of waiting for a lukewarm burger. Fantastic service as always.")).toBe("negative");
    expect(label("Do you have a vegetarian menu for groups?")).toBe("neutral");
  });

  it("reads the negation after the verb in French, German and Danish, not 'than ever'", () => {
    expect(label("Je ne recommande pas ce restaurant.")).toBe("negative");
    expect(label("On ne reviendra plus.")).toBe("negative");
    expect(label("Ich empfehle das Restaurant nicht.")).toBe("negative");
    expect(label("Jeg anbefaler det ikke.")).toBe("negative");
    // The negator that negates a word of its own after it, and "than ever", do not turn the word before.
    expect(label("C'est bon et pas cher.")).toBe("positive");
    expect(label("Plus délicieux que jamais.")).toBe("positive");
  });

  it("files a mixed review with no verdict as neutral, and one with a verdict by it", () => {
    expect(label("Delicious pizza, slow delivery.")).toBe("neutral");
    expect(label("Dessert hervorragend, Hauptgang eher langweilig.")).toBe("neutral");
    expect(label("Friendly staff, though the food was so-so.")).toBe("neutral");
    expect(label("Delicious pizza, slow delivery. We will be back!")).toBe("positive");
    expect(label("The burger was good but the fries were cold.")).toBe("negative");
    expect(label("Although the service was slow, the food was excellent.")).toBe("positive");
    expect(label("Food was fine. Nothing special. Service was fine too.")).toBe("neutral");
  });

  it("reads general figures of sarcasm, and leaves sincere praise alone", () => {
    expect(label("Love paying 20 quid for a lukewarm burger.")).toBe("negative");
    expect(label("Me encanta esperar una hora por una pizza.")).toBe("negative");
    expect(label("Thanks for the cold pizza, really made my evening.")).toBe("negative");
    expect(label("Genial, otra vez el pedido equivocado.")).toBe("negative");
    expect(label("Le plat est arrivé froid. Merci.")).toBe("negative");
    expect(label("Thanks for the lovely evening!")).toBe("positive");
    expect(label("Bravo, une cuisine excellente malgré un service un peu lent.")).toBe("positive");
    expect(label("Parfait, rien à dire.")).toBe("positive");
  });

  it("reads a dietary need stated and ignored as a complaint", () => {
    expect(label("I have a nut allergy and the cake still had walnuts in it.")).toBe("negative");
    expect(label("I told them about my nut allergy and they were still super careful. Thank you!")).toBe("positive");
  });

  it("reads a long wait as a complaint, and praise of speed beside it as irony; a short one or a time of day as neither", () => {
    expect(label("Vi sad i 40 minutter uden at nogen tog imod vores bestilling.")).toBe("negative");
    expect(label("Wow, only 90 minutes for a salad. Speedy.")).toBe("negative");
    expect(label("Bravo, une heure pour une salade. Service ultra rapide.")).toBe("negative");
    expect(label("Qué rapidez, hora y media para dos cafés.")).toBe("negative");
    expect(label("Delivered in 50 minutes, as the app said.")).toBe("neutral");
    expect(label("Table pour quatre à 20 h, menu dégustation.")).toBe("neutral");
    expect(label("Super schnelle Lieferung, in 20 Minuten da!")).toBe("positive");
  });

  it("reads an allergen served after the need was stated as a complaint, 'free of it' and care as praise", () => {
    expect(label("Jeg skrev tydeligt at jeg har nøddeallergi, men der var nødder i dressingen.")).toBe("negative");
    expect(label("J'avais signalé mon allergie aux arachides, le plat contenait des cacahuètes.")).toBe("negative");
    expect(label("Avisé de que soy celíaca y me pusieron pan normal.")).toBe("negative");
    expect(label("Très attentifs à mon intolérance au gluten, le chef a adapté chaque plat.")).toBe("positive");
    expect(label("I'm coeliac, and they made me a gluten free pizza. So grateful.")).toBe("positive");
    expect(label("Rücksicht auf meine Laktoseintoleranz, extra ein Dessert ohne Sahne. Danke!")).toBe("positive");
  });

  it("reads a missing apology, a refund still owed and a let-down expectation as complaints", () => {
    expect(label("El camarero ni se disculpó.")).toBe("negative");
    expect(label("Niemand hat sich entschuldigt.")).toBe("negative");
    expect(label("Je n'ai toujours pas été remboursé.")).toBe("negative");
    expect(label("Für 28 Euro hätte ich mehr als drei Ravioli erwartet.")).toBe("negative");
    expect(label("I would have expected better for the price.")).toBe("negative");
    expect(label("Everything arrived as expected.")).toBe("neutral");
    expect(label("They apologised at once and brought us a dessert on the house.")).toBe("positive");
  });

  it("reads 'couldn't have been more …' as praise and 'thanks for the <complaint>' as irony", () => {
    expect(label("Staff couldn't have been more helpful.")).toBe("positive");
    expect(label("Le serveur n'aurait pas pu être plus aimable.")).toBe("positive");
    expect(label("Tak for den kolde pizza, den var virkelig lækker.")).toBe("negative");
  });

  it("reads scare quotes as doubt, an interjection before ironic praise as part of it, Danish that tinyld calls Dutch as Danish", () => {
    expect(label("The 'fresh' fish was clearly frozen.")).toBe("negative");
    expect(label("Yeah, amazing, they forgot the fries again.")).toBe("negative");
    expect(label("We'd love to come back, the lamb was lovely.")).toBe("positive");
    const r = analyseFeedback("vi fik de bedste kanelsnegle i lang tid.");
    expect(r.language).toBe("da");
    expect(r.label).toBe("positive");
  });

  it("gives restaurant things no opinion where an upstream lexicon's stem does (cutlery is no bribe, an order no fault)", () => {
    expect(label("Der var ingen bestik i posen.")).toBe("negative");
    expect(label("El restaurante recibió el pedido a las ocho.")).toBe("neutral");
    expect(label("Proper hospitality.")).toBe("positive");
  });

  it("reads an exclamation of praise before a bare fact as irony, and sincere exclamations as praise", () => {
    expect(label("Oh brilliant, the vegetarian option is a side salad.")).toBe("negative");
    expect(label("Génial, l'option végétarienne, c'est une salade verte.")).toBe("negative");
    expect(label("Great, the 'extra spicy' curry was about as hot as a glass of milk. Brilliant.")).toBe("negative");
    expect(label("Great, we loved every dish.")).toBe("positive");
    expect(label("Perfekt, vi kommer igen på lørdag.")).toBe("positive");
  });

  it("reads meat served after a vegan or vegetarian order as the need ignored, meat named as free as not", () => {
    expect(label("The vegan curry had chicken stock in it.")).toBe("negative");
    expect(label("Jeg havde bestilt vegansk, men der var kødboller i.")).toBe("negative");
    expect(label("Im veganen Curry war Hühnerbrühe.")).toBe("negative");
    expect(label("Great vegan menu, and the chef made a version without chicken for my son.")).toBe("positive");
  });

  it("reads English comparatives and superlatives by their base, and events, creatures and 'had to' as the guests mean them", () => {
    expect(label("Hands down the friendliest café in the area.")).toBe("positive");
    expect(label("Im Salat war eine Schnecke, und der Kellner hat nur gelacht.")).toBe("negative");
    expect(label("I asked twice for the bill and in the end had to go to the bar to pay.")).toBe("negative");
    expect(label("Good food, slow service. About what you'd expect on a Saturday.")).toBe("neutral");
    expect(label("Rien à signaler, on recommandera sans hésiter.")).toBe("positive");
    expect(label("Auf Ihrer Webseite stehen noch die alten Öffnungszeiten.")).toBe("neutral");
  });

  it("reads the everyday verdicts of each language: on time, exceeded, took forever, not worth it, avoid", () => {
    for (const text of ["Delivered on time.", "Leveret til tiden.", "Exceeded our expectations.", "Hat unsere Erwartungen übertroffen.", "A dépassé nos attentes.", "Les invités étaient ravis."])
      expect(label(text), text).toBe("positive");
    for (const text of ["Took forever.", "Det tog en evighed.", "Es hat ewig gedauert.", "Tardaron una eternidad.", "Das Geld nicht wert.", "Ça ne vaut pas le prix.", "Avoid.", "Finger weg.", "Portions were tiny."])
      expect(label(text), text).toBe("negative");
    // "waiter" is no comparative of "wait"; "estuvo bien" is "it was fine"
    expect(label("The waiter was very accommodating.")).toBe("positive");
    expect(label("Estuvo bien.")).toBe("neutral");
  });

  it("reads a dietary need met as praise, met before 'but' and ignored after it as a complaint", () => {
    expect(label("As a coeliac I rarely eat out without worrying, but here they had a separate fryer and a full gluten-free menu.")).toBe("positive");
    expect(label("Como celíaca siempre como con miedo, pero aquí tienen una carta entera sin gluten.")).toBe("positive");
    expect(label("Jeg bad om glutenfri pasta, men fik almindelig pasta og blev syg bagefter.")).toBe("negative");
  });

  it("reads German and Danish compounds by their last part, hyphenated words as one, a verb prefix as no compound", () => {
    expect(label("Das Personal war superfreundlich.")).toBe("positive");
    expect(label("Vi fik de bedste kanelsnegle i lang tid.")).toBe("positive");
    expect(label("Superlækker mad!")).toBe("positive");
    expect(label("The rice was over-cooked.")).toBe("negative");
    expect(label("Maden var fin nok, prisen var som forventet.")).toBe("neutral");
  });

  it("reads what was to be left out and came anyway as a complaint, and 'you won't find better' as praise", () => {
    expect(label("Asked for no onions, got extra onions.")).toBe("negative");
    expect(label("Pedí sin cebolla y vino con cebolla extra.")).toBe("negative");
    expect(label("No onions please, and extra cheese on the side.")).toBe("neutral");
    expect(label("You won't find a better brunch in this part of town.")).toBe("positive");
    expect(label("Man finder ikke en bedre brunch i den her del af byen.")).toBe("positive");
    expect(label("The pizza was not better than last time.")).toBe("negative");
    expect(label("Til de priser forventer man ægte parmesan og ikke pulver.")).toBe("negative");
  });

  it("reads praise denied beside 'enough' as more praise, 'not good enough' as a complaint, an idiom's negator as its own", () => {
    expect(label("I can't say enough good things about this place.")).toBe("positive");
    expect(label("Jeg kan ikke rose stedet nok.")).toBe("positive");
    expect(label("Ich kann dieses Lokal gar nicht genug loben.")).toBe("positive");
    expect(label("The food was not good enough.")).toBe("negative");
    expect(label("No me canso de recomendar este sitio.")).toBe("positive");
    expect(label("amazin food!!")).toBe("positive");
  });

  it("reads words typed in a hurry, not real words one letter from an opinion", () => {
    expect(label("absolutley delicous, the staf were so frendly!!")).toBe("positive");
    expect(label("essen war kallt und der kelner unfreundlich")).toBe("negative");
    expect(label("We had the steak and a bottle of red.")).toBe("neutral");
    expect(label("La salle était pleine, nous étions douze.")).toBe("neutral");
    expect(label("Los precios son los normales de la zona.")).toBe("neutral");
  });

  it("reads ratings written in words or stars, not amounts", () => {
    expect(label("Five stars, lovely evening.")).toBe("positive");
    expect(label("Two out of five.")).toBe("negative");
    expect(label("Zwei von fünf Sternen.")).toBe("negative");
    expect(label("Seks ud af seks stjerner.")).toBe("positive");
    expect(label("Pedimos dos de 10 euros")).toBe("neutral");
    expect(label("⭐⭐⭐⭐⭐")).toBe("positive");
    expect(label("⭐")).toBe("negative");
    expect(label("★★★☆☆")).toBe("neutral");
    expect(label("Great food ⭐")).toBe("positive");
  });

  it("scores emoji by its own table only, accents left out, greetings as no praise", () => {
    expect(label("🍕🍕🍕")).toBe("neutral");
    expect(label("🙏🙏")).toBe("positive");
    expect(label("tres bon, vraiment delicieux")).toBe("positive");
    expect(label("la comida estaba riquisima y el camarero muy simpatico")).toBe("positive");
    // Detected as Portuguese; scored in French, whose words cover it.
    expect(label("c'etait degoutant et le serveur desagreable")).toBe("negative");
    expect(label("Guten Tag, haben Sie morgen offen? Mit freundlichen Grüßen")).toBe("neutral");
    expect(label("Buenas tardes, ¿hacen envíos a Getafe? Saludos")).toBe("neutral");
    // Food words are not opinions ("pollo" is not the coward, "mois" not "moisi").
    expect(label("Pedimos pollo asado para llevar.")).toBe("neutral");
    expect(label("Le restaurant a déménagé le mois dernier.")).toBe("neutral");
    expect(label("Der var et hår i suppen.")).toBe("negative");
  });

  it("scores within [-1, 1] and labels by the thresholds", () => {
    const r = analyseFeedback("Horrible horrible horrible awful terrible disgusting rude dirty");
    expect(r.score).toBeGreaterThanOrEqual(-1);
    expect(r.score).toBeLessThan(-0.9);
    expect(labelFor(0.3)).toBe("positive");
    expect(labelFor(0.29)).toBe("neutral");
    expect(labelFor(-0.3)).toBe("negative");
    expect(analyseFeedback("").score).toBe(0);
  });

  it("picks salient words and pairs as key phrases, no stop words", () => {
    const p = keyPhrases("The soup was cold and the waiter was rude when we asked for a new one.", "en");
    expect(p).toContain("cold");
    expect(p).toContain("rude");
    expect(p).not.toContain("the");
    expect(p.length).toBeLessThanOrEqual(5);
    expect(keyPhrases("Le service était lent et le plat était froid.", "fr")).toEqual(expect.arrayContaining(["lent", "froid"]));
    expect(keyPhrases("Maden var kold og tjeneren var uhøflig.", "da")).toEqual(expect.arrayContaining(["kold", "uhøflig"]));
  });
});

describe("sentiment evaluation set", () => {
  const all: SentimentEvalReview[] = [...SENTIMENT_DEV, ...SENTIMENT_HELD_OUT];

  it("has at least 200 reviews, 40 or more in each main language, every class in both halves of each", () => {
    expect(all.length).toBeGreaterThanOrEqual(200);
    for (const lang of ["en", "es", "fr", "de", "da"] as const) {
      expect(all.filter((r) => r.language === lang).length, lang).toBeGreaterThanOrEqual(40);
      for (const half of [SENTIMENT_DEV, SENTIMENT_HELD_OUT])
        expect(new Set(half.filter((r) => r.language === lang).map((r) => r.label)).size, lang).toBe(3);
    }
    expect(new Set(all.map((r) => r.text)).size).toBe(all.length);
  });

  it("has a second held-out set of 200, 40 in each main language, every class in each, none repeated", () => {
    expect(SENTIMENT_HELD_OUT_2.length).toBe(200);
    for (const lang of ["en", "es", "fr", "de", "da"] as const) {
      const own = SENTIMENT_HELD_OUT_2.filter((r) => r.language === lang);
      expect(own.length, lang).toBe(40);
      expect(new Set(own.map((r) => r.label)).size, lang).toBe(3);
    }
    expect(new Set(SENTIMENT_HELD_OUT_2.map((r) => r.text)).size).toBe(200);
    // Two stock phrases were written into it that the development set already had (see held-out-2.ts); no more.
    const dev = new Set(all.map((r) => r.text));
    expect(SENTIMENT_HELD_OUT_2.filter((r) => dev.has(r.text)).length).toBeLessThanOrEqual(2);
  });

  it("has a third development part of 200 and a third held-out set of 150, every class in each language, none repeated", () => {
    for (const [set, n] of [[SENTIMENT_DEV_2, 40], [SENTIMENT_HELD_OUT_3, 30]] as const) {
      for (const lang of ["en", "es", "fr", "de", "da"] as const) {
        const own = set.filter((r) => r.language === lang);
        expect(own.length, lang).toBe(n);
        expect(new Set(own.map((r) => r.label)).size, lang).toBe(3);
      }
    }
    expect(SENTIMENT_DEV_3.length).toBe(100);
    expect(SENTIMENT_DEV_4.length).toBe(100);
    expect(SENTIMENT_DEV_5.length).toBe(100);
    expect(SENTIMENT_DEV_6.length).toBe(100);
    expect(SENTIMENT_DEV_7.length).toBe(100);
    const devs = [...SENTIMENT_DEV_2, ...SENTIMENT_DEV_3, ...SENTIMENT_DEV_4, ...SENTIMENT_DEV_5, ...SENTIMENT_DEV_6, ...SENTIMENT_DEV_7];
    const texts = [...all, ...SENTIMENT_HELD_OUT_2, ...devs, ...SENTIMENT_HELD_OUT_3, ...SENTIMENT_HELD_OUT_4, ...SENTIMENT_HELD_OUT_5].map((r) => r.text);
    // the two stock phrases of held-out-2 (above) are the only repeats
    expect(new Set(texts).size).toBe(texts.length - 2);
  });

  it("has a fifth held-out set of 300: 60 in each main language, 20 of each class in each, none repeated", () => {
    expect(SENTIMENT_HELD_OUT_5.length).toBe(300);
    for (const lang of ["en", "da", "de", "es", "fr"] as const)
      for (const l of ["positive", "neutral", "negative"] as const)
        expect(SENTIMENT_HELD_OUT_5.filter((r) => r.language === lang && r.label === l).length).toBe(20);
    expect(new Set(SENTIMENT_HELD_OUT_5.map((r) => r.text)).size).toBe(300);
  });

  it("keeps its accuracy on the development set and the held-out sets (bench/sentiment.bench.mjs prints the figures)", () => {
    const devs = [...SENTIMENT_DEV_2, ...SENTIMENT_DEV_3, ...SENTIMENT_DEV_4, ...SENTIMENT_DEV_5, ...SENTIMENT_DEV_6, ...SENTIMENT_DEV_7];
    expect(accuracy([...all, ...devs])).toBeGreaterThanOrEqual(DEV_FLOOR);
    expect(accuracy(SENTIMENT_HELD_OUT_2)).toBeGreaterThanOrEqual(HELD_OUT_2_FLOOR);
    expect(accuracy(SENTIMENT_HELD_OUT_3)).toBeGreaterThanOrEqual(HELD_OUT_3_FLOOR);
    expect(accuracy(SENTIMENT_HELD_OUT_4)).toBeGreaterThanOrEqual(HELD_OUT_4_FLOOR);
    expect(accuracy(SENTIMENT_HELD_OUT_5)).toBeGreaterThanOrEqual(HELD_OUT_5_FLOOR);
  });
});

describe("sentiment: the learned model and the ensemble (sentiment-model.ts, sentiment-training/)", () => {
  const rows = loadRows();

  it("is what the training script makes of the committed data: sentiment-model.json is reproducible", () => {
    expect(trainModel(rows)).toEqual(loadSentimentModel());
    // Training cross-validates first (the neutral calibration reads its probabilities): minutes on a loaded machine.
  }, 900_000);

  it("beats the rules, cross-validated, on training reviews that neither the rules nor the combiner were tuned on", () => {
    const cv = crossValidate(rows);
    const training = rows.filter(isTraining);
    const rate = (guess: (r: (typeof rows)[number]) => string) => training.filter((r) => guess(r) === ["positive", "neutral", "negative"][r.y]).length / training.length;
    const rules = rate((r) => r.rules.label);
    const combined = rate((r) => ["positive", "neutral", "negative"][cv.combined.get(r)!]!);
    // Measured (train.ts --cv, 14 batches): rules 67.9 %, n-grams alone 77.3 %, combined 78.4 %. The training reviews
    // were written to be varied (idioms, stories, mixed verdicts), so all three are lower there than on the dev-like
    // held-out sets.
    expect(combined).toBeGreaterThanOrEqual(rules + 0.05);
    expect(combined).toBeGreaterThanOrEqual(0.75);
    // The n-gram model alone, each dev part left out of its training: 91.3 % (88.3 % before the lexicon features,
    // 78.8 % on the dev parts alone before the training reviews were written).
    const dev = rows.filter((r) => r.part.startsWith("dev") || r.part === "held-out.ts");
    expect(dev.filter((r) => cv.ngram.get(r) === r.y).length / dev.length).toBeGreaterThanOrEqual(0.89);
  }, 900_000);

  it("reads each opinion word's lexicon polarity, negated, after a contrast and in the last clause, in the review's language", () => {
    const lex = (t: string, lang?: Parameters<typeof reviewFeatures>[1]) => [...reviewFeatures(t, lang)].filter((f) => /^(k|e)?!?l:|^ln:|^lang:/.test(f)).sort();
    expect(lex("The soup was not good.", "en")).toEqual(["!l:+3", "e!l:+3", "lang:en", "ln:-"]);
    expect(lex("Maden var lækker, men tjeneren var uhøflig.", "da")).toEqual(["el:-3", "kl:-3", "l:+3", "l:-3", "lang:da", "ln:0"]);
    expect(lex("Das Essen war kalt.", "de")).toEqual(["el:-2", "l:-2", "lang:de", "ln:-"]);
    expect(lex("Nous avons réservé pour huit heures.", "fr")).toEqual(["lang:fr", "ln:0"]);
    // Without a language, n-grams only (as the model read reviews before the lexicon features).
    expect(lex("The soup was not good.")).toEqual([]);
  });

  it("calibrates the neutral class to the shift that best balances the classes' recall, none when none helps", () => {
    const row = (y: number) => ({ text: `r${y}`, y, language: "en", part: "training 1", features: [], rules: { score: 0, items: 0, label: "neutral" as const } });
    const rs = [row(0), row(1), row(1), row(2)];
    // The neutral reviews' probabilities lean positive or negative by a little: a positive shift wins them back.
    const under = new Map([[rs[0]!, [0.7, 0.2, 0.1]], [rs[1]!, [0.45, 0.4, 0.15]], [rs[2]!, [0.1, 0.4, 0.5]], [rs[3]!, [0.1, 0.2, 0.7]]]);
    const shift = neutralShift(rs, under);
    expect(shift).toBeGreaterThan(0);
    expect(shift).toBeLessThan(1.3);
    const right = new Map([[rs[0]!, [0.7, 0.2, 0.1]], [rs[1]!, [0.2, 0.6, 0.2]], [rs[2]!, [0.1, 0.6, 0.3]], [rs[3]!, [0.1, 0.2, 0.7]]]);
    expect(neutralShift(rs, right)).toBe(0);
  });

  it("composes training reviews whose label follows from their parts, in five languages and balanced", () => {
    const composed = composedReviews();
    for (const l of ["positive", "neutral", "negative"]) expect(composed.filter((r) => r.label === l).length).toBe(composed.length / 3);
    expect(new Set(composed.map((r) => r.language))).toEqual(new Set(["en", "da", "de", "es", "fr"]));
    expect(composed).toContainEqual({ language: "en", category: "factual", label: "neutral", text: "The food arrived at 8:15." });
  });

  it("never trains on a review of the held-out sets", () => {
    const norm = (t: string) => foldText(t).replace(/[^\p{L}\p{N}]+/gu, " ").trim();
    const held = new Set([...SENTIMENT_HELD_OUT_2, ...SENTIMENT_HELD_OUT_3, ...SENTIMENT_HELD_OUT_4, ...SENTIMENT_HELD_OUT_5].map((r) => norm(r.text)));
    const training = [...TRAINING_BATCHES.flatMap((b) => b.reviews), ...composedReviews()];
    expect(training.length).toBeGreaterThanOrEqual(800);
    expect(training.filter((r) => held.has(norm(r.text)))).toEqual([]);
  });

  it("files a label its score agrees with, and reads what the rules cannot on their own", () => {
    for (const s of SENTIMENT_SAMPLES) {
      const r = analyseFeedback(s.text);
      expect(labelFor(r.score), s.text).toBe(r.label);
    }
    expect(analyseFeedback("   ")).toMatchObject({ score: 0, label: "neutral" });
    // Praise and complaint with no word of either in the rules' lexicons, read from the training reviews' n-grams.
    expect(label("The canapés disappeared in minutes and everyone asked who made them.")).toBe("neutral");
    expect(filed("The canapés disappeared in minutes and everyone asked who made them.")).toBe("positive");
    expect(label("The prawns smelled off and I left most of them on the plate.")).toBe("neutral");
    expect(filed("The prawns smelled off and I left most of them on the plate.")).toBe("negative");
    expect(label("Die Lasagne war in der Mitte noch gefroren.")).toBe("neutral");
    expect(filed("Die Lasagne war in der Mitte noch gefroren.")).toBe("negative");
  });
});
