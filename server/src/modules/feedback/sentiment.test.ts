import { describe, expect, it } from "vitest";
import { analyseFeedback, detectLanguage, keyPhrases, labelFor } from "./sentiment.js";
import { SENTIMENT_SAMPLES } from "./sentiment-samples.js";

describe("sentiment", () => {
  it("labels the written samples at least 80 % right on three classes", () => {
    const right = SENTIMENT_SAMPLES.filter((s) => analyseFeedback(s.text).label === s.label).length;
    expect(SENTIMENT_SAMPLES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SENTIMENT_SAMPLES.map((s) => s.label)).size).toBe(3);
    expect(right / SENTIMENT_SAMPLES.length).toBeGreaterThanOrEqual(0.8);
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
  });

  it("keeps a negation inside its clause", () => {
    expect(analyseFeedback("The food was not good").label).toBe("negative");
    expect(analyseFeedback("Not cheap, but the food was excellent and the staff lovely").label).toBe("positive");
  });

  it("scores within [-1, 1] and labels by the thresholds", () => {
    const r = analyseFeedback("Horrible horrible horrible awful terrible disgusting rude dirty");
    expect(r.score).toBeGreaterThanOrEqual(-1);
    expect(r.score).toBeLessThan(-0.9);
    expect(labelFor(0.15)).toBe("positive");
    expect(labelFor(0.1)).toBe("neutral");
    expect(labelFor(-0.15)).toBe("negative");
    expect(analyseFeedback("").score).toBe(0);
  });

  it("picks salient words and pairs as key phrases, no stop words", () => {
    const p = keyPhrases("The soup was cold and the waiter was rude when we asked for a new one.", "en");
    expect(p).toContain("cold");
    expect(p).toContain("rude");
    expect(p).not.toContain("the");
    expect(p.length).toBeLessThanOrEqual(5);
    expect(keyPhrases("Le service était lent et le plat était froid.", "fr")).toEqual(expect.arrayContaining(["lent", "froid"]));
  });
});
