import { describe, expect, it } from "vitest";
import { excerpt, raisesAlert } from "./feedback-alert.js";

const ORDER = "11111111-1111-4111-8111-111111111111";

describe("raisesAlert", () => {
  it("raises an alert for negative words or a low rating about an order", () => {
    expect(raisesAlert({ orderId: ORDER, rating: 4, sentimentLabel: "negative" })).toBe(true);
    expect(raisesAlert({ orderId: ORDER, rating: 2, sentimentLabel: "neutral" })).toBe(true);
    expect(raisesAlert({ orderId: ORDER, rating: 1, sentimentLabel: "positive" })).toBe(true);
  });

  it("stays quiet for positive or middling feedback, and for anything not about an order", () => {
    expect(raisesAlert({ orderId: ORDER, rating: 3, sentimentLabel: "neutral" })).toBe(false);
    expect(raisesAlert({ orderId: ORDER, rating: 5, sentimentLabel: "positive" })).toBe(false);
    expect(raisesAlert({ orderId: null, rating: 1, sentimentLabel: "negative" })).toBe(false);
  });
});

describe("excerpt", () => {
  it("keeps short text whole, with its whitespace tidied", () => {
    expect(excerpt("  Cold   soup.\nRude waiter. ")).toBe("Cold soup. Rude waiter.");
  });

  it("cuts long text at a word boundary and marks the cut", () => {
    const text = "word ".repeat(100);
    const out = excerpt(text, 23);
    expect(out).toBe("word word word word…");
    expect(excerpt("x".repeat(50), 10)).toBe(`${"x".repeat(10)}…`);
  });
});
