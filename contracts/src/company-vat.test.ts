import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CVR_CHECK_MESSAGE, checkVatNumber, isValidCvr, VAT_NUMBER_MESSAGE } from "./company-vat.js";
import { companyOrderSchema, createCompanySchema } from "./b2b.js";

describe("Danish CVR numbers", () => {
  it("accepts registered numbers (mod-11 weights 2 7 6 5 4 3 2 1) with or without DK and separators", () => {
    for (const n of ["24256790", "10150817", "35954716", "DK 61 12 62 28", "dk-10403782"]) {
      const r = checkVatNumber(n);
      expect(r.ok, n).toBe(true);
      if (r.ok) expect(r.value).toMatch(/^DK\d{8}$/);
    }
    expect(checkVatNumber("24 25 67 90")).toEqual({ ok: true, value: "DK24256790", country: "DK" });
  });

  it("refuses a wrong check digit, a leading zero and the wrong length", () => {
    expect(checkVatNumber("24256791")).toEqual({ ok: false, message: CVR_CHECK_MESSAGE });
    expect(isValidCvr("02425679")).toBe(false);
    expect(checkVatNumber("DK1234567")).toEqual({ ok: false, message: VAT_NUMBER_MESSAGE });
    expect(checkVatNumber("DK123456789")).toEqual({ ok: false, message: VAT_NUMBER_MESSAGE });
  });

  it("changing any one digit of a valid number breaks the check (weights are all below 11)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const base = "24256790";
        const digit = (Number(base[pos]) + delta) % 10;
        const changed = base.slice(0, pos) + digit + base.slice(pos + 1);
        return !isValidCvr(changed);
      }),
    );
  });
});

describe("EU VAT numbers", () => {
  it.each([
    ["DE123456789", "DE"],
    ["ATU12345678", "AT"],
    ["FR 40 303265045", "FR"],
    ["NL123456789B01", "NL"],
    ["SE556677889901", "SE"],
    ["IE1234567WA", "IE"],
    ["ESX1234567L", "ES"],
    ["BE0123456789", "BE"],
    ["PL1234567890", "PL"],
  ])("accepts %s", (raw, country) => {
    expect(checkVatNumber(raw)).toMatchObject({ ok: true, country });
  });

  it.each(["DE12345678", "ATU1234567", "NL123456789A01", "SE1234567890", "US123456789", "GB123456789", "123", "", "XX"])("refuses %s", (raw) => {
    expect(checkVatNumber(raw)).toEqual({ ok: false, message: VAT_NUMBER_MESSAGE });
  });
});

describe("company wire shapes", () => {
  const company = { name: "Northwind Traders", vatNumber: "DK24256790", billingAddress: { line1: "Nyhavn 1", postalCode: "1051", city: "København", country: "DK" }, adminEmail: "a@b.dk" };
  it("carries the VAT message on the field", () => {
    const r = createCompanySchema.safeParse({ ...company, vatNumber: "DK24256791" });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ["vatNumber"], message: CVR_CHECK_MESSAGE });
    expect(createCompanySchema.safeParse(company).success).toBe(true);
  });
  it("bounds an order's strings and dishes", () => {
    const order = { restaurantId: "6f1c7e2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b", eventName: "Friday lunch", eventDate: "2031-02-30", eventTime: "12:00", headcount: 20, lines: [] };
    const r = companyOrderSchema.safeParse({ ...order, poNumber: "x".repeat(51) });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0]).sort()).toEqual(["eventDate", "lines", "poNumber"]);
  });
});
