import { describe, expect, it } from "vitest";
import { ONBOARDING_STEP_IDS, ONBOARDING_STEP_SCHEMAS } from "@tavola/contracts";
import { INITIAL_VALUES, percentToPpm, stepBody, valuesFromDraft, type WizardValues } from "./wizard-values";

describe("wizard values", () => {
  it("reads a tax percentage to parts per million by digits", () => {
    expect(["8.875", "25", "0", "7.25%", "12.3456"].map(percentToPpm)).toEqual([88_750, 250_000, 0, 72_500, 123_456]);
    expect(Number.isNaN(percentToPpm("8.87501"))).toBe(true);
  });

  it("a filled form's steps pass their contracts schemas, and a saved draft fills the form back the same", () => {
    const v: WizardValues = {
      ...structuredClone(INITIAL_VALUES),
      restaurantName: "Forno",
      cuisine: "italian",
      address: "1 Main St",
      city: "Copenhagen",
      country: "DK",
      lat: "55.6761",
      lng: "12.5683",
      timeZone: "Europe/Copenhagen",
      phone: "+45 33 12 34 56",
      email: "hi@forno.dk",
      capacity: "40",
      services: ["Dine-in"],
      paymentMethods: ["Cash"],
      taxPercent: "25",
    };
    const data = Object.fromEntries(ONBOARDING_STEP_IDS.map((s) => [s, ONBOARDING_STEP_SCHEMAS[s].parse(stepBody(s, v))]));
    expect(valuesFromDraft(data)).toEqual(v);
  });
});
