import { describe, expect, it } from "vitest";
import { defaultCheckoutValues } from "./checkout-form";
import { validateCheckout } from "./checkout-validation";

const now = new Date(2030, 5, 15);
const valid = {
  ...defaultCheckoutValues({ city: "New York", country: "US", lat: 40.7193, lng: -73.9973 }),
  line1: "120 Mulberry St",
  contactName: "Alex Rivera",
  cardNumber: "4242 4242 4242 4242",
  expMonth: "12",
  expYear: "2031",
  cvc: "123",
};

describe("validateCheckout", () => {
  it("accepts a complete delivery checkout", () => {
    expect(validateCheckout(valid, now)).toEqual({});
  });

  it("needs an address for delivery only", () => {
    expect(validateCheckout({ ...valid, line1: "" }, now)).toEqual({ line1: "Street address is required" });
    expect(validateCheckout({ ...valid, line1: "", city: "", fulfilment: "pickup" }, now)).toEqual({});
  });

  it("checks the card fields and expiry", () => {
    expect(validateCheckout({ ...valid, cardNumber: "", expMonth: "", expYear: "", cvc: "" }, now)).toEqual({
      cardNumber: "Card number is required",
      expMonth: "Expiry month is required",
      expYear: "Expiry year is required",
      cvc: "CVC is required",
    });
    expect(validateCheckout({ ...valid, cardNumber: "4242", cvc: "12a" }, now)).toEqual({ cardNumber: "Card number is invalid", cvc: "CVC is invalid" });
    expect(validateCheckout({ ...valid, expMonth: "5", expYear: "2030" }, now)).toEqual({ expYear: "This card has expired" });
    expect(validateCheckout({ ...valid, expMonth: "6", expYear: "2030" }, now)).toEqual({});
  });

  it("a saved card needs no card fields", () => {
    expect(validateCheckout({ ...valid, paymentChoice: "0b9c7c1e-1111-4222-8333-944455556666", cardNumber: "", expMonth: "", expYear: "", cvc: "" }, now)).toEqual({});
  });

  it("needs a contact name; a phone is optional but must read as one", () => {
    expect(validateCheckout({ ...valid, contactName: " " }, now)).toEqual({ contactName: "Name is required" });
    expect(validateCheckout({ ...valid, contactPhone: "call me" }, now)).toEqual({ contactPhone: "Enter a valid phone number" });
    expect(validateCheckout({ ...valid, contactPhone: "+1 212-555-0187" }, now)).toEqual({});
  });

  it("checks a custom tip", () => {
    expect(validateCheckout({ ...valid, tipChoice: "custom", customTip: "lots" }, now)).toHaveProperty("customTip");
  });
});
