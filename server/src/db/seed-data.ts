/** Demo data: rich enough that every screen looks alive. Prices are integer cents. */

type Dish = [name: string, description: string, priceCents: number, rating: number];
export type SeedRestaurant = {
  slug: string;
  name: string;
  cuisine: string;
  description: string;
  rating: number;
  address: string;
  /** Fictional numbers (555-01xx is reserved for fiction in North America). */
  phone: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
  featured?: boolean;
  /** Diets the kitchen caters for (contracts' DIETARY_OPTIONS); migration 0010 sets the same on older databases. */
  dietary: string[];
  menu: { starters: Dish[]; mains: Dish[]; desserts: Dish[] };
};

export const DEMO_PASSWORD = "tavola-demo-2024";
export const DEMO_EMAIL_DOMAIN = "demo.tavola.app";
/** One demo account per role: `<role with dashes>@demo.tavola.app`. */
export const demoEmailFor = (role: string) => `${role.replaceAll("_", "-")}@${DEMO_EMAIL_DOMAIN}`;

export const DEMO_USERS = [
  { role: "customer", firstName: "Alex", lastName: "Rivera", favoriteCuisines: ["Italian", "Japanese"], home: [40.7306, -73.9866] },
  { role: "restaurant_owner", firstName: "Marco", lastName: "Bellini", favoriteCuisines: [], home: null },
  { role: "restaurant_staff", firstName: "Priya", lastName: "Shah", favoriteCuisines: [], home: null },
  { role: "courier", firstName: "Sam", lastName: "Okafor", favoriteCuisines: [], home: [40.7411, -73.9897] },
  { role: "enterprise_client", firstName: "Dana", lastName: "Whitfield", favoriteCuisines: ["Mediterranean"], home: [40.7549, -73.984] },
  { role: "ceo", firstName: "Morgan", lastName: "Hale", favoriteCuisines: ["French"], home: [40.7614, -73.9776] },
  { role: "super_admin", firstName: "Robin", lastName: "Castillo", favoriteCuisines: [], home: null },
] as const;

/** A signed-up customer with no history, for the home's empty states. */
export const NEW_CUSTOMER = { email: `new-customer@${DEMO_EMAIL_DOMAIN}`, firstName: "Jamie", lastName: "Lee" };

export const SEED_RESTAURANTS: SeedRestaurant[] = [
  {
    slug: "trattoria-bellini", dietary: ["Vegetarian", "Gluten-Free"], name: "Trattoria Bellini", cuisine: "Italian", featured: true, rating: 4.8,
    description: "Hand-rolled pasta and wood-fired classics from a family kitchen.",
    address: "112 Mulberry St", phone: "+1 212-555-0101", city: "New York", country: "US", lat: 40.7193, lng: -73.9973,
    menu: {
      starters: [
        ["Burrata & Heirloom Tomatoes", "Creamy burrata, basil oil, sea salt", 1499, 4.8],
        ["Arancini", "Saffron risotto, mozzarella heart, arrabbiata", 1199, 4.6],
        ["Fritto Misto", "Crisp calamari and shrimp, lemon aioli", 1399, 4.5],
      ],
      mains: [
        ["Tagliatelle al Ragù", "Slow-cooked beef and pork ragù, parmigiano", 2899, 4.9],
        ["Margherita DOP", "San Marzano, fior di latte, basil", 1899, 4.7],
        ["Branzino al Forno", "Roasted sea bass, salsa verde, potatoes", 3299, 4.6],
      ],
      desserts: [
        ["Tiramisù", "Espresso-soaked savoiardi, mascarpone", 999, 4.9],
        ["Panna Cotta", "Vanilla bean, berry compote", 899, 4.5],
        ["Cannoli", "Ricotta, pistachio, candied orange", 799, 4.6],
      ],
    },
  },
  {
    slug: "sakura-house", dietary: ["Vegetarian", "Dairy-Free"], name: "Sakura House", cuisine: "Japanese", rating: 4.7,
    description: "Omakase-inspired sushi and warming ramen bowls.",
    address: "48 E 7th St", phone: "+1 212-555-0102", city: "New York", country: "US", lat: 40.7278, lng: -73.9877,
    menu: {
      starters: [
        ["Edamame", "Sea salt, togarashi", 699, 4.4],
        ["Gyoza", "Pork and cabbage dumplings, ponzu", 999, 4.6],
        ["Hamachi Crudo", "Yellowtail, yuzu, jalapeño", 1699, 4.8],
      ],
      mains: [
        ["Tonkotsu Ramen", "12-hour pork broth, chashu, ajitama", 1899, 4.8],
        ["Omakase Nigiri (10)", "Chef's selection of the day", 4599, 4.9],
        ["Chicken Katsu Curry", "Panko chicken, Japanese curry, rice", 1799, 4.5],
      ],
      desserts: [
        ["Matcha Cheesecake", "Uji matcha, black sesame crust", 999, 4.6],
        ["Mochi Trio", "Mango, strawberry, black sesame", 899, 4.5],
        ["Yuzu Sorbet", "Bright and clean", 699, 4.3],
      ],
    },
  },
  {
    slug: "el-jardin", dietary: ["Vegetarian", "Vegan", "Gluten-Free"], name: "El Jardín", cuisine: "Mexican", rating: 4.6,
    description: "Street tacos, mole and mezcal in a garden setting.",
    address: "201 Bedford Ave", phone: "+1 718-555-0103", city: "Brooklyn", country: "US", lat: 40.7172, lng: -73.9566,
    menu: {
      starters: [
        ["Guacamole & Totopos", "Hass avocado, lime, serrano", 1099, 4.7],
        ["Elote", "Grilled corn, cotija, chile-lime mayo", 799, 4.6],
        ["Ceviche Verde", "Shrimp, tomatillo, cucumber", 1499, 4.5],
      ],
      mains: [
        ["Tacos al Pastor (3)", "Pork, pineapple, cilantro, onion", 1599, 4.8],
        ["Mole Poblano", "Chicken thigh, 24-ingredient mole, rice", 2399, 4.6],
        ["Carne Asada", "Skirt steak, charred scallions, tortillas", 2899, 4.7],
      ],
      desserts: [
        ["Churros", "Cinnamon sugar, chocolate cajeta", 899, 4.7],
        ["Tres Leches", "Three-milk sponge, whipped cream", 999, 4.6],
        ["Flan de Cajeta", "Goat-milk caramel custard", 799, 4.4],
      ],
    },
  },
  {
    slug: "olive-and-fig", dietary: ["Vegetarian", "Vegan", "Halal"], name: "Olive & Fig", cuisine: "Mediterranean", rating: 4.5,
    description: "Mezze, grills and bright salads from the eastern Mediterranean.",
    address: "305 W 44th St", phone: "+1 212-555-0104", city: "New York", country: "US", lat: 40.7590, lng: -73.9893,
    menu: {
      starters: [
        ["Hummus & Warm Pita", "Tahini, olive oil, sumac", 999, 4.6],
        ["Halloumi", "Grilled, honey, thyme", 1299, 4.5],
        ["Falafel", "Herb falafel, tahini sauce", 1099, 4.4],
      ],
      mains: [
        ["Lamb Kofta", "Spiced lamb, yogurt, flatbread", 2499, 4.6],
        ["Chicken Shawarma Plate", "Garlic toum, pickles, rice", 1999, 4.5],
        ["Grilled Octopus", "Fava purée, capers, lemon", 2899, 4.7],
      ],
      desserts: [
        ["Baklava", "Pistachio, orange-blossom syrup", 899, 4.7],
        ["Knafeh", "Warm cheese pastry, rose syrup", 1099, 4.6],
        ["Greek Yogurt & Honey", "Walnuts, thyme honey", 699, 4.3],
      ],
    },
  },
  {
    slug: "maison-lumiere", dietary: ["Gluten-Free"], name: "Maison Lumière", cuisine: "French", rating: 4.9,
    description: "A modern bistro: seasonal French cooking and a serious wine list.",
    address: "19 Greenwich Ave", phone: "+1 212-555-0105", city: "New York", country: "US", lat: 40.7359, lng: -74.0006,
    menu: {
      starters: [
        ["French Onion Soup", "Gruyère crouton, beef broth", 1399, 4.8],
        ["Escargots", "Garlic-parsley butter", 1599, 4.5],
        ["Steak Tartare", "Hand-cut, cornichons, quail egg", 1899, 4.7],
      ],
      mains: [
        ["Coq au Vin", "Burgundy-braised chicken, lardons", 3199, 4.8],
        ["Steak Frites", "Hanger steak, béarnaise, frites", 3499, 4.9],
        ["Sole Meunière", "Brown butter, lemon, capers", 3899, 4.7],
      ],
      desserts: [
        ["Crème Brûlée", "Tahitian vanilla", 1099, 4.9],
        ["Tarte Tatin", "Caramelised apple, crème fraîche", 1199, 4.7],
        ["Chocolate Mousse", "70% dark chocolate, sea salt", 999, 4.6],
      ],
    },
  },
  {
    slug: "spice-route", dietary: ["Vegetarian", "Vegan", "Halal"], name: "Spice Route", cuisine: "Indian", rating: 4.6,
    description: "Regional Indian cooking from tandoor to thali.",
    address: "99 Lexington Ave", phone: "+1 212-555-0106", city: "New York", country: "US", lat: 40.7425, lng: -73.9826,
    menu: {
      starters: [
        ["Samosa Chaat", "Chickpeas, tamarind, yogurt", 999, 4.6],
        ["Paneer Tikka", "Tandoor-charred paneer, mint chutney", 1299, 4.5],
        ["Onion Bhaji", "Crisp fritters, tamarind", 899, 4.4],
      ],
      mains: [
        ["Butter Chicken", "Tomato-butter sauce, fenugreek", 2199, 4.8],
        ["Lamb Rogan Josh", "Kashmiri chilli, slow-braised", 2499, 4.6],
        ["Chana Masala", "Chickpeas, ginger, garam masala", 1699, 4.5],
      ],
      desserts: [
        ["Gulab Jamun", "Cardamom syrup", 799, 4.6],
        ["Mango Kulfi", "Pistachio, saffron", 899, 4.5],
        ["Rasmalai", "Saffron milk, almonds", 899, 4.4],
      ],
    },
  },
  {
    slug: "smoke-and-oak", dietary: ["Gluten-Free", "Keto"], name: "Smoke & Oak", cuisine: "American", rating: 4.4,
    description: "Low-and-slow barbecue, smash burgers and proper sides.",
    address: "77 Franklin St", phone: "+1 201-555-0107", city: "Jersey City", country: "US", lat: 40.7282, lng: -74.0776,
    menu: {
      starters: [
        ["Smoked Wings", "Dry rub, blue-cheese dip", 1299, 4.5],
        ["Mac & Cheese", "Three cheeses, crumb crust", 999, 4.6],
        ["Loaded Fries", "Brisket, cheddar, pickled jalapeño", 1199, 4.3],
      ],
      mains: [
        ["Brisket Plate", "14-hour brisket, slaw, cornbread", 2699, 4.7],
        ["Double Smash Burger", "American cheese, pickles, sauce", 1699, 4.6],
        ["Pulled Pork Sandwich", "Carolina vinegar sauce", 1499, 4.4],
      ],
      desserts: [
        ["Banana Pudding", "Vanilla wafers, whipped cream", 899, 4.6],
        ["Pecan Pie", "Bourbon caramel", 999, 4.5],
        ["Peach Cobbler", "Vanilla ice cream", 999, 4.4],
      ],
    },
  },
  {
    slug: "nordhavn-kitchen", dietary: ["Vegetarian", "Dairy-Free"], name: "Nordhavn Kitchen", cuisine: "Nordic", rating: 4.7,
    description: "New Nordic lunch and catering from the Copenhagen harbour.",
    address: "Sandkaj 29", phone: "+45 70 10 20 30", city: "Copenhagen", country: "DK", lat: 55.7099, lng: 12.5951,
    menu: {
      starters: [
        ["Smørrebrød Trio", "Herring, egg & shrimp, roast beef", 1599, 4.7],
        ["Cured Salmon", "Dill, mustard, rye crisp", 1399, 4.6],
        ["Beetroot Tartare", "Horseradish, hazelnut", 1199, 4.4],
      ],
      mains: [
        ["Pan-fried Plaice", "Brown butter, new potatoes", 2899, 4.8],
        ["Frikadeller", "Pork meatballs, pickled cucumber", 1999, 4.5],
        ["Barley Risotto", "Mushrooms, aged cheese", 1899, 4.4],
      ],
      desserts: [
        ["Koldskål", "Buttermilk, lemon, kammerjunker", 799, 4.5],
        ["Æbleskiver", "Pancake puffs, jam, sugar", 899, 4.6],
        ["Rhubarb Trifle", "Vanilla cream, crumble", 999, 4.5],
      ],
    },
  },
];

/** Tables of one join group can be pushed together for a large party (the migration sets the same on older data). */
/** The demo floor's servers: Sophie has tables 1–4, Marco 5–8, Aiko the rest. */
export const tableServerName = (number: number) => (number <= 4 ? "Sophie" : number <= 8 ? "Marco" : "Aiko");

export const TABLE_JOIN_GROUPS: Record<number, string> = { 5: "main-floor", 6: "main-floor", 7: "patio", 8: "patio", 9: "private-room", 10: "private-room" };

export const TABLE_LAYOUT: Array<[number, number, string]> = [
  [1, 2, "Window"], [2, 2, "Window"], [3, 4, "Window"],
  [4, 4, "Main Floor"], [5, 4, "Main Floor"], [6, 6, "Main Floor"],
  [7, 4, "Patio"], [8, 6, "Patio"], [9, 8, "Private Room"], [10, 12, "Private Room"],
];
