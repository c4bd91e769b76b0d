import { describe, expect, it } from "vitest";
import { dishImageSrc, dishKind, dishPhotoSources } from "./dish-illustration";

const main = (name: string, description = "") => ({ name, description, category: "mains" });

describe("dishKind", () => {
  it("draws each seeded main by what it is, not by its category (Margherita DOP is a pizza, not a steak)", () => {
    expect(dishKind(main("Margherita DOP", "San Marzano, fior di latte, basil"))).toBe("pizza");
    expect(dishKind(main("Tagliatelle al Ragù"))).toBe("pasta");
    expect(dishKind(main("Branzino al Forno", "Roasted sea bass, salsa verde, potatoes"))).toBe("fish");
    expect(dishKind(main("Tonkotsu Ramen", "12-hour pork broth, chashu, ajitama"))).toBe("noodles");
    expect(dishKind(main("Omakase Nigiri (10)"))).toBe("sushi");
    expect(dishKind(main("Tacos al Pastor (3)"))).toBe("taco");
    expect(dishKind(main("Butter Chicken"))).toBe("curry");
    expect(dishKind(main("Coq au Vin"))).toBe("chicken");
    expect(dishKind(main("Steak Frites", "Hanger steak, béarnaise, frites"))).toBe("steak");
    expect(dishKind(main("Double Smash Burger"))).toBe("burger");
  });

  it("folds accents and reads the description when the name says nothing", () => {
    expect(dishKind({ name: "Crème Brûlée", category: "desserts" })).toBe("custard");
    expect(dishKind({ name: "Smørrebrød Trio", category: "starters" })).toBe("bread");
    expect(dishKind({ name: "Chef's special", description: "Grilled octopus, fava", category: "mains" })).toBe("fish");
  });

  it("tells desserts apart", () => {
    const d = (name: string) => dishKind({ name, category: "desserts" });
    expect([d("Tiramisù"), d("Yuzu Sorbet"), d("Panna Cotta"), d("Churros"), d("Baklava")]).toEqual(["cake", "ice-cream", "custard", "pastry", "pastry"]);
  });

  it("falls back to the category's drawing", () => {
    expect(dishKind({ name: "Mystery", category: "starters" })).toBe("salad");
    expect(dishKind({ name: "Mystery", category: "mains" })).toBe("steak");
    expect(dishKind({ name: "Mystery", category: "desserts" })).toBe("cake");
  });
});

describe("dishImageSrc", () => {
  it("prefers the restaurant's uploaded photo, else the WebP drawing of the dish's kind", () => {
    expect(dishImageSrc({ ...main("Margherita DOP"), imageUrl: "/uploads/p.jpg" })).toBe("/uploads/p.jpg");
    expect(dishImageSrc({ ...main("Margherita DOP"), imageUrl: null })).toBe("/illustrations/dish-pizza.webp");
    expect(dishImageSrc(main("Mystery"))).toBe("/illustrations/dish-mains.webp");
  });

  it("gives the nine dishes of the flagship's menu at least seven different pictures", () => {
    const bellini = [
      ["Burrata & Heirloom Tomatoes", "starters"], ["Arancini", "starters"], ["Fritto Misto", "starters"],
      ["Tagliatelle al Ragù", "mains"], ["Margherita DOP", "mains"], ["Branzino al Forno", "mains"],
      ["Tiramisù", "desserts"], ["Panna Cotta", "desserts"], ["Cannoli", "desserts"],
    ] as const;
    const srcs = new Set(bellini.map(([name, category]) => dishImageSrc({ name, category })));
    expect(srcs.size).toBeGreaterThanOrEqual(7);
  });
});

describe("dishPhotoSources", () => {
  it("gives an uploaded photo's WebP variants by width and its JPEG; nothing for a drawing", () => {
    const hash = "0123456789abcdef01234567";
    expect(dishPhotoSources(`/api/menu-photos/${hash}/480.jpg`)).toEqual({
      jpeg: `/api/menu-photos/${hash}/480.jpg`,
      webpSrcSet: `/api/menu-photos/${hash}/160.webp 160w, /api/menu-photos/${hash}/480.webp 480w, /api/menu-photos/${hash}/960.webp 960w`,
    });
    expect(dishPhotoSources("/illustrations/italian.webp")).toBeNull();
    expect(dishPhotoSources(null)).toBeNull();
  });
});
