import { describe, expect, it } from "vitest";
import { REGIONAL_COUNTRIES, routePayment } from "./routing.js";

const up = { global: true, regional: true };

describe("routePayment", () => {
  it("serves the Nordic countries regionally", () => {
    expect([...REGIONAL_COUNTRIES].sort()).toEqual(["DK", "FI", "IS", "NO", "SE"]);
  });

  it.each(["US", "GB", "DE", "CA", "us"])("%s → global", (country) => {
    expect(routePayment(country, up)).toEqual({ provider: "global", failedOver: false });
  });

  it.each(["DK", "SE", "NO", "FI", "IS", "dk", "se", "no", "fi", "is", "Dk", "sE"])("%s → regional (case-insensitive)", (country) => {
    expect(routePayment(country, up)).toEqual({ provider: "regional", failedOver: false });
  });

  it("fails over from global to regional when global is down", () => {
    expect(routePayment("US", { global: false, regional: true })).toEqual({ provider: "regional", failedOver: true });
  });

  it("fails over from regional to global when regional is down", () => {
    for (const c of ["DK", "se"]) expect(routePayment(c, { global: true, regional: false })).toEqual({ provider: "global", failedOver: true });
  });

  it("stays with the preferred provider when only the other one is down", () => {
    expect(routePayment("US", { global: true, regional: false })).toEqual({ provider: "global", failedOver: false });
    expect(routePayment("DK", { global: false, regional: true })).toEqual({ provider: "regional", failedOver: false });
  });

  it("answers null when both are down", () => {
    expect(routePayment("US", { global: false, regional: false })).toBeNull();
    expect(routePayment("DK", { global: false, regional: false })).toBeNull();
  });
});
