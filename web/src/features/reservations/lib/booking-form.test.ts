import { describe, expect, it } from "vitest";
import { TABLE_4, bellini } from "../test/fixtures";
import { ANY_TABLE, buildReservationInput, EMPTY_CONTACT, validateReservation } from "./booking-form";

const choices = { restaurantId: bellini.id, partySize: 2, tableIds: [TABLE_4], startsAt: "2030-03-15T23:30:00.000Z" };

describe("the reservation body", () => {
  it("trims the contact details and leaves an empty note out", async () => {
    const input = buildReservationInput({ ...choices, contact: { name: " Alex Doe ", email: " alex@example.com", phone: "555 0100 ", notes: "  " } });
    expect(input).toEqual({ ...choices, name: "Alex Doe", email: "alex@example.com", phone: "555 0100" });
    await expect(validateReservation(input)).resolves.toEqual({});
  });

  it("keeps a note", () => {
    expect(buildReservationInput({ ...choices, contact: { ...EMPTY_CONTACT, notes: "Window please" } }).notes).toBe("Window please");
  });

  it("reports the contract's messages per field", async () => {
    const input = buildReservationInput({ ...choices, contact: { name: "A", email: "not-an-email", phone: "12", notes: "" } });
    await expect(validateReservation(input)).resolves.toEqual({ name: "Name is required", email: "Valid email is required", phone: "Valid phone number is required" });
  });

  it("sends no tables for \"Any table\", with the area asked for", async () => {
    const contact = { name: "Alex Doe", email: "alex@example.com", phone: "555 0100", notes: "" };
    const any = buildReservationInput({ ...choices, tableIds: ANY_TABLE, contact });
    expect(any).not.toHaveProperty("tableIds");
    expect(any).not.toHaveProperty("area");
    await expect(validateReservation(any)).resolves.toEqual({});
    expect(buildReservationInput({ ...choices, tableIds: ANY_TABLE, area: "Patio", contact })).toMatchObject({ area: "Patio" });
    expect(buildReservationInput({ ...choices, area: "Patio", contact })).not.toHaveProperty("area");
  });
});
