import type { DIETARY_OPTIONS, MenuCategory } from "@tavola/contracts";

type Diet = (typeof DIETARY_OPTIONS)[number];

export type SampleDish = {
  id: string;
  course: MenuCategory;
  name: string;
  description: string;
  priceCents: number;
  diets: Diet[];
  /** "Size: Small −$3.00, Medium, Large +$4.00": what the options dialog would offer. */
  options?: Array<{ group: string; choices: Array<[name: string, deltaCents: number]> }>;
  /** 86'd by the kitchen: shown, not orderable. */
  soldOut?: boolean;
  /** Served only until this local time (breakfast). */
  servedUntil?: string;
};

/** The demo's restaurant and its menu: bundled with the page, so /menu-demo sends nothing anywhere. */
export const SAMPLE_RESTAURANT = { name: "Bella Italia", cuisine: "Italian", address: "21 Harbour St" };

export const SAMPLE_MENU: readonly SampleDish[] = [
  { id: "s1", course: "starters", name: "Bruschetta al Pomodoro", description: "Grilled sourdough, heirloom tomatoes, basil, garlic", priceCents: 899, diets: ["Vegetarian", "Vegan", "Dairy-Free"] },
  { id: "s2", course: "starters", name: "Burrata", description: "Creamy burrata, roasted peppers, pistachio pesto", priceCents: 1399, diets: ["Vegetarian", "Gluten-Free"] },
  { id: "s3", course: "starters", name: "Calamari Fritti", description: "Crisp squid, lemon aioli", priceCents: 1199, diets: [], soldOut: true },
  { id: "s4", course: "starters", name: "Cornetto & Cappuccino", description: "Butter croissant, apricot jam and a cappuccino", priceCents: 699, diets: ["Vegetarian"], servedUntil: "11:00" },
  {
    id: "m1", course: "mains", name: "Pizza Margherita", description: "San Marzano, fior di latte, basil", priceCents: 1599, diets: ["Vegetarian"],
    options: [
      { group: "Size", choices: [["Small", -300], ["Medium", 0], ["Large", 400]] },
      { group: "Extras (up to 3)", choices: [["Prosciutto", 350], ["Mushrooms", 150], ["Chili oil", 75]] },
    ],
  },
  { id: "m2", course: "mains", name: "Tagliatelle al Ragù", description: "Slow-cooked beef ragù, parmigiano", priceCents: 2299, diets: [] },
  { id: "m3", course: "mains", name: "Risotto ai Funghi", description: "Carnaroli rice, porcini, thyme", priceCents: 2099, diets: ["Vegetarian", "Gluten-Free"] },
  { id: "m4", course: "mains", name: "Pollo alla Griglia", description: "Grilled halal chicken, salsa verde, potatoes", priceCents: 2399, diets: ["Halal", "Gluten-Free", "Dairy-Free"] },
  { id: "d1", course: "desserts", name: "Tiramisù", description: "Espresso-soaked savoiardi, mascarpone", priceCents: 899, diets: ["Vegetarian"] },
  { id: "d2", course: "desserts", name: "Sorbetto al Limone", description: "Amalfi lemon sorbet", priceCents: 699, diets: ["Vegan", "Gluten-Free", "Dairy-Free"] },
  { id: "d3", course: "desserts", name: "Torta Caprese", description: "Flourless chocolate and almond cake", priceCents: 899, diets: ["Vegetarian", "Gluten-Free"] },
];
