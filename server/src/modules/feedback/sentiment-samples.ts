import type { SentimentLabel } from "@tavola/contracts";

/**
 * Restaurant reviews written for Tavola's tests (not taken from any data set), each labelled by hand with the
 * class a restaurant manager would file it under. bench/sentiment.bench.mjs prints the analyser's accuracy on
 * them; sentiment.test.ts keeps it at or above 97 %. The larger evaluation set, split into a development and a
 * held-out half, is in sentiment-eval/.
 */
export const SENTIMENT_SAMPLES: Array<{ text: string; label: SentimentLabel; language: string }> = [
  // positive
  { label: "positive", language: "en", text: "Absolutely loved the risotto, and our waiter was friendly and attentive all evening." },
  { label: "positive", language: "en", text: "Great food, lovely ambiance. We will definitely come back!" },
  { label: "positive", language: "en", text: "The delivery arrived early and everything was still hot. Delicious pasta." },
  { label: "positive", language: "en", text: "Best tiramisu I have had outside Italy. Thank you to the kitchen team." },
  { label: "positive", language: "en", text: "Spotless dining room, fresh ingredients and a very fair price for the quality." },
  { label: "positive", language: "en", text: "The staff made my mother's birthday special. Wonderful evening." },
  { label: "positive", language: "en", text: "Quick service at lunch and the salad was fresh and tasty." },
  { label: "positive", language: "es", text: "La comida estaba deliciosa y el servicio fue excelente. Muy recomendable." },
  { label: "positive", language: "fr", text: "Les plats étaient délicieux et le service très chaleureux. Une excellente soirée." },
  { label: "positive", language: "it", text: "Il cibo era buonissimo e il personale molto gentile. Torneremo sicuramente!" },
  { label: "positive", language: "de", text: "Das Essen war sehr lecker und die Bedienung war freundlich." },
  { label: "positive", language: "pt", text: "A comida estava ótima e o atendimento foi muito simpático." },
  // neutral
  { label: "neutral", language: "en", text: "We ordered two pizzas and a salad for delivery on Tuesday evening." },
  { label: "neutral", language: "en", text: "The food was okay. Nothing special, nothing wrong." },
  { label: "neutral", language: "en", text: "Average experience overall. Portions were standard for the price." },
  { label: "neutral", language: "en", text: "Parking is on the street behind the restaurant." },
  { label: "neutral", language: "en", text: "The menu has changed since last month; the lasagna is now a weekend special." },
  { label: "neutral", language: "en", text: "Our table was by the window. We had the set menu and coffee." },
  { label: "neutral", language: "en", text: "Please add more vegetarian options to the lunch menu." },
  { label: "neutral", language: "en", text: "The order came in a paper bag with the receipt stapled to it." },
  { label: "neutral", language: "en", text: "It was a normal Friday dinner, about what we expected." },
  { label: "neutral", language: "es", text: "Pedimos una paella y dos cervezas para llevar." },
  { label: "neutral", language: "fr", text: "Nous avons pris le menu du jour avec un café." },
  { label: "neutral", language: "de", text: "Wir haben zwei Pizzen und einen Salat zum Mitnehmen bestellt." },
  // negative
  { label: "negative", language: "en", text: "The soup was cold and the waiter was rude when we asked for a new one." },
  { label: "negative", language: "en", text: "Waited over an hour for our mains. Terrible service." },
  { label: "negative", language: "en", text: "The pasta was bland and overcooked, and far too expensive." },
  { label: "negative", language: "en", text: "Dirty tables and sticky floors. Really disappointing." },
  { label: "negative", language: "en", text: "My order was missing the dessert and the fries were soggy." },
  { label: "negative", language: "en", text: "Not good at all. The chicken was undercooked and nobody apologised." },
  { label: "negative", language: "en", text: "Worst delivery experience ever, the driver was late and the food arrived cold." },
  { label: "negative", language: "es", text: "La comida estaba fría y el mesero fue muy grosero. Horrible." },
  { label: "negative", language: "fr", text: "Le service était lent et le plat était froid. Très décevant." },
  { label: "negative", language: "it", text: "Il servizio era lento e la pizza era fredda. Molto deludente." },
  { label: "negative", language: "nl", text: "Het eten was koud en de bediening was onbeleefd. Erg teleurstellend." },
  { label: "negative", language: "pt", text: "A comida estava fria e o atendimento foi péssimo." },
];
