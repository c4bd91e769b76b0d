import { describe, expect, it } from "vitest";
import { SANDBOX_CARDS } from "@tavola/contracts";
import { cardBrand, cardExpired, luhnValid, sandboxOutcome } from "./card-rules.js";

describe("luhnValid", () => {
  it.each(Object.entries(SANDBOX_CARDS))("the sandbox card %s (%s) passes", (_, number) => {
    expect(luhnValid(number)).toBe(true);
  });

  it("passes other well-known test numbers", () => {
    for (const n of ["378282246310005", "6011111111111117", "5019717010103742", "2223003122003222"]) expect(luhnValid(n)).toBe(true);
  });

  it("catches a mistyped digit and swapped neighbours", () => {
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("4242424242424243")).toBe(false);
    expect(luhnValid("5555555555554445")).toBe(false);
    expect(luhnValid("4000000000000020")).toBe(false); // last two swapped
  });

  it("catches every single-digit change of a valid number", () => {
    const n = SANDBOX_CARDS.visaSuccess;
    for (let i = 0; i < n.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === n[i]) continue;
        expect(luhnValid(n.slice(0, i) + d + n.slice(i + 1))).toBe(false);
      }
    }
  });
});

describe("cardBrand", () => {
  it.each([
    [SANDBOX_CARDS.visaSuccess, "visa"],
    [SANDBOX_CARDS.declined, "visa"],
    [SANDBOX_CARDS.insufficientFunds, "visa"],
    [SANDBOX_CARDS.mastercardSuccess, "mastercard"],
    ["5105105105105100", "mastercard"],
    ["2223003122003222", "mastercard"],
    ["378282246310005", "amex"],
    ["371449635398431", "amex"],
    ["5019717010103742", "dankort"],
    ["6011111111111117", "card"],
    ["3056930009020004", "card"],
  ])("%s → %s", (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe("sandboxOutcome", () => {
  it("follows the documented test cards", () => {
    expect(sandboxOutcome(SANDBOX_CARDS.visaSuccess)).toBe("succeed");
    expect(sandboxOutcome(SANDBOX_CARDS.mastercardSuccess)).toBe("succeed");
    expect(sandboxOutcome(SANDBOX_CARDS.declined)).toBe("decline");
    expect(sandboxOutcome(SANDBOX_CARDS.insufficientFunds)).toBe("insufficient_funds");
  });

  it("lets any other number succeed", () => {
    expect(sandboxOutcome("378282246310005")).toBe("succeed");
    expect(sandboxOutcome("5105105105105100")).toBe("succeed");
  });
});

describe("cardExpired", () => {
  const now = new Date("2025-03-15T12:00:00Z");

  it("is usable through the end of its expiry month", () => {
    expect(cardExpired(3, 2025, now)).toBe(false);
    expect(cardExpired(4, 2025, now)).toBe(false);
    expect(cardExpired(1, 2026, now)).toBe(false);
    expect(cardExpired(2, 2025, now)).toBe(true);
    expect(cardExpired(12, 2024, now)).toBe(true);
    expect(cardExpired(12, 2030, now)).toBe(false);
  });

  it("turns over exactly at the start of the next month (UTC)", () => {
    expect(cardExpired(3, 2025, new Date("2025-03-31T23:59:59.999Z"))).toBe(false);
    expect(cardExpired(3, 2025, new Date("2025-04-01T00:00:00.000Z"))).toBe(true);
    expect(cardExpired(3, 2025, new Date("2025-03-01T00:00:00.000Z"))).toBe(false);
    expect(cardExpired(2, 2025, new Date("2025-03-01T00:00:00.000Z"))).toBe(true);
  });

  it("turns over at the year boundary", () => {
    expect(cardExpired(12, 2025, new Date("2025-12-31T23:59:59.999Z"))).toBe(false);
    expect(cardExpired(12, 2025, new Date("2026-01-01T00:00:00.000Z"))).toBe(true);
    expect(cardExpired(1, 2026, new Date("2026-01-01T00:00:00.000Z"))).toBe(false);
  });

  it("defaults to now", () => {
    const y = new Date().getUTCFullYear();
    expect(cardExpired(12, y + 1)).toBe(false);
    expect(cardExpired(1, y - 1)).toBe(true);
  });
});
