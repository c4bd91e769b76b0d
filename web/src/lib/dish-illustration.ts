/**
 * A picture per dish until restaurants upload photos (menu management): the dish's type, read from keywords of
 * its name (then its description), picks one of the drawings in public/illustrations (scripts/illustrations.mjs
 * turns their SVGs into WebP). A pure function of the dish, so a dish always gets the same picture.
 */
export type DishKind =
  | "pizza" | "pasta" | "noodles" | "sushi" | "soup" | "salad" | "burger" | "taco" | "curry" | "fish"
  | "chicken" | "steak" | "dumplings" | "dip" | "fries" | "bread"
  | "ice-cream" | "custard" | "pastry" | "cake";

/** First match wins, so the specific comes before the general (ramen's broth is noodles, not soup). */
const RULES: ReadonlyArray<[DishKind, RegExp]> = [
  ["pizza", /\b(pizza|margherita|calzone|flatbread pizza)\b/],
  ["ice-cream", /\b(ice cream|gelato|sorbet|kulfi|sundae)\b/],
  ["custard", /\b(panna cotta|creme brulee|flan|pudding|mousse|custard|rasmalai|yogurt)\b/],
  ["cake", /\b(cake|cheesecake|tiramisu|tres leches|brownie|mochi|gulab jamun)\b/],
  ["pastry", /\b(churros?|cannoli|baklava|knafeh|tart|tarte|tatin|pie|cobbler|croissant|strudel|eclair)\b/],
  ["noodles", /\b(ramen|noodles?|udon|soba|pho|pad thai)\b/],
  ["pasta", /\b(pasta|tagliatelle|spaghetti|linguine|penne|rigatoni|lasagna|ravioli|gnocchi|risotto|carbonara|ragu)\b/],
  ["sushi", /\b(sushi|nigiri|sashimi|maki|omakase|crudo|poke)\b/],
  ["soup", /\b(soup|bisque|chowder|gazpacho|minestrone|broth)\b/],
  ["burger", /\b(burger|sandwich|sliders?)\b/],
  ["taco", /\b(tacos?|burrito|quesadilla|enchiladas?|tortillas?|nachos)\b/],
  ["dip", /\b(hummus|guacamole|dip|baba ganoush|tzatziki|salsa)\b/],
  ["dumplings", /\b(gyoza|dumplings?|samosas?|arancini|falafel|bhaji|croquettes?|spring rolls?|empanadas?|escargots?|halloumi|wings|elote|mac & cheese)\b/],
  ["curry", /\b(curry|masala|rogan josh|butter chicken|korma|vindaloo|dal|mole|tikka|shawarma|paella|thali)\b/],
  ["fish", /\b(fish|sea bass|branzino|sole|salmon|cod|tuna|halibut|octopus|shrimp|prawns?|calamari|ceviche|herring|mussels|oysters?|lobster|crab)\b/],
  ["chicken", /\b(chicken|coq au vin|katsu|duck|drumsticks?)\b/],
  ["steak", /\b(steak|brisket|beef|lamb|kofta|pork|carne asada|ribs|veal|tartare|pulled)\b/],
  // After steak: "Steak Frites" is a steak; "Loaded Fries" still says fries in its name.
  ["fries", /\b(fries|frites|chips)\b/],
  ["bread", /\b(smorrebrod|bread|toast|bruschetta|crostini|pita)\b/],
  ["salad", /\b(salad|burrata|caprese|tomato(es)?|beetroot|edamame|greens|slaw)\b/],
];

/** When nothing matches, the category's own drawing. */
const BY_CATEGORY: Record<string, DishKind> = { starters: "salad", mains: "steak", desserts: "cake" };

const FILES: Record<DishKind, string> = {
  pizza: "dish-pizza", pasta: "dish-pasta", noodles: "dish-noodles", sushi: "dish-sushi", soup: "dish-soup",
  salad: "dish-starters", burger: "dish-burger", taco: "dish-taco", curry: "dish-curry", fish: "dish-fish",
  chicken: "dish-chicken", steak: "dish-mains", dumplings: "dish-dumplings", dip: "dish-dip", fries: "dish-fries",
  bread: "dish-bread", "ice-cream": "dish-ice-cream", custard: "dish-custard", pastry: "dish-pastry", cake: "dish-desserts",
};

/** Lower case without accents ("Crème Brûlée" → "creme brulee", "Ragù" → "ragu", "Smørrebrød" → "smorrebrod"). */
const fold = (s: string) =>
  s.normalize("NFD").replace(/\p{Diacritic}/gu, "").replace(/ø/gi, "o").replace(/æ/gi, "ae").toLowerCase();

export function dishKind(dish: { name: string; category: string; description?: string }): DishKind {
  for (const text of [fold(dish.name), fold(dish.description ?? "")]) {
    const hit = RULES.find(([, re]) => re.test(text));
    if (hit) return hit[0];
  }
  return BY_CATEGORY[dish.category] ?? "steak";
}

/** The dish's uploaded photo, else the drawing of its kind. */
export function dishImageSrc(dish: { name: string; category: string; description?: string; imageUrl?: string | null }): string {
  return dish.imageUrl ?? `/illustrations/${FILES[dishKind(dish)]}.webp`;
}

/** An uploaded photo's address (`/api/menu-photos/<hash>/480.jpg`, content-hashed, see menu-photos.ts in contracts). */
const PHOTO = /^\/api\/menu-photos\/([0-9a-f]{24})\/480\.jpg$/;

/** The WebP variants and the JPEG of an uploaded photo; null for a drawing or no picture. */
export function dishPhotoSources(imageUrl: string | null | undefined): { jpeg: string; webpSrcSet: string } | null {
  const hash = imageUrl ? PHOTO.exec(imageUrl)?.[1] : undefined;
  if (!hash) return null;
  const at = (variant: string) => `/api/menu-photos/${hash}/${variant}`;
  return { jpeg: at("480.jpg"), webpSrcSet: `${at("160.webp")} 160w, ${at("480.webp")} 480w, ${at("960.webp")} 960w` };
}
