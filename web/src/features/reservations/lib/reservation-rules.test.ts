import { describe, expect, it } from "vitest";
import { restaurant, sakura } from "../test/fixtures";
import {
  addDays,
  canConfirm,
  chooseRestaurant,
  dateProblem,
  formatIsoDate,
  formatTables,
  formatTimeInZone,
  PARTY_SIZE_CHOICES,
  partySizeFromOption,
  tableKey,
  restaurantToday,
  todayIsoDate,
} from "./reservation-rules";

describe("dates", () => {
  it("today is the calendar day in the given timezone", () => {
    const instant = new Date("2030-03-16T02:30:00Z"); // 10:30 PM on the 15th in New York, 2:30 AM on the 16th in London
    expect(todayIsoDate(instant, "America/New_York")).toBe("2030-03-15");
    expect(todayIsoDate(instant, "Europe/London")).toBe("2030-03-16");
    expect(todayIsoDate(instant, "UTC")).toBe("2030-03-16");
    expect(todayIsoDate(instant)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("the restaurant's today is in its zone once known, else the browser's moved on by the days the server said were past", () => {
    const instant = new Date("2030-03-16T02:30:00Z");
    expect(restaurantToday("America/New_York", 0, instant)).toBe("2030-03-15");
    expect(restaurantToday("Pacific/Kiritimati", 0, instant)).toBe("2030-03-16");
    // The zone wins over any guess made before it was known.
    expect(restaurantToday("America/New_York", 1, instant)).toBe("2030-03-15");
    expect(restaurantToday(undefined, 0, instant)).toBe(todayIsoDate(instant));
    expect(restaurantToday(undefined, 1, instant)).toBe(addDays(todayIsoDate(instant), 1));
  });

  it("falls back to the browser's day for an unknown zone", () => {
    expect(todayIsoDate(new Date("2030-03-16T12:00:00Z"), "Nowhere/Special")).toMatch(/^2030-03-1[67]$/);
  });

  it("rejects empty, malformed and past dates; today and later are fine", () => {
    expect(dateProblem("", "2030-03-15")).toBe("Choose a date");
    expect(dateProblem("15/03/2030", "2030-03-15")).toBe("Choose a date");
    expect(dateProblem("2030-03-14", "2030-03-15")).toBe("Choose today or a later date");
    expect(dateProblem("2030-03-15", "2030-03-15")).toBeNull();
    expect(dateProblem("2031-01-01", "2030-03-15")).toBeNull();
  });

  it("adds days across month and year ends", () => {
    expect(addDays("2030-01-31", 1)).toBe("2030-02-01");
    expect(addDays("2030-12-31", 1)).toBe("2031-01-01");
    expect(addDays("2030-03-01", -1)).toBe("2030-02-28");
  });

  it("words a picked day without shifting it by the browser's timezone", () => {
    expect(formatIsoDate("2030-03-15")).toBe("Friday, March 15, 2030");
    expect(formatIsoDate("not a date")).toBe("not a date");
  });
});

describe("party sizes", () => {
  it("offers the spec's 1 to 7 and 8+, where 8+ sends 8", () => {
    expect(PARTY_SIZE_CHOICES.map((c) => c.value)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8+"]);
    expect(PARTY_SIZE_CHOICES.map((c) => c.partySize)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(PARTY_SIZE_CHOICES[0]?.label).toBe("1 guest");
    expect(PARTY_SIZE_CHOICES[1]?.label).toBe("2 guests");
    expect(PARTY_SIZE_CHOICES[7]?.label).toBe("8+ guests");
  });

  it("reads an option back as the number sent", () => {
    expect(partySizeFromOption("8+")).toBe(8);
    expect(partySizeFromOption("3")).toBe(3);
    expect(partySizeFromOption("")).toBeNull();
    expect(partySizeFromOption("9")).toBeNull();
  });
});

describe("times", () => {
  it("formats an instant on the restaurant's clock", () => {
    const instant = "2030-03-15T23:30:00.000Z";
    expect(formatTimeInZone(instant, "America/New_York")).toBe("7:30 PM");
    expect(formatTimeInZone(instant, "Europe/London")).toBe("11:30 PM");
    expect(formatTimeInZone(instant, "Asia/Tokyo")).toBe("8:30 AM");
  });

  it("shows an unparsable time as received", () => {
    expect(formatTimeInZone("soon", "America/New_York")).toBe("soon");
  });
});

describe("confirm is enabled", () => {
  const complete = { name: "Alex", email: "alex@example.com", phone: "555 0100", date: "2030-03-15", partySize: 2, tableIds: ["t4"], startsAt: "2030-03-15T23:30:00Z" };

  it("once name, email, phone, date, party size, table and time are all set", () => {
    expect(canConfirm(complete)).toBe(true);
  });

  it("takes \"Any table\" as a table choice", () => {
    expect(canConfirm({ ...complete, tableIds: "any" })).toBe(true);
    expect(canConfirm({ ...complete, tableIds: "any", startsAt: null })).toBe(false);
  });

  it.each([
    ["name", { name: "  " }],
    ["email", { email: "" }],
    ["phone", { phone: "" }],
    ["date", { date: "" }],
    ["party size", { partySize: null }],
    ["table", { tableIds: null }],
    ["table (empty)", { tableIds: [] }],
    ["time", { startsAt: null }],
  ])("not without %s", (_missing, over) => {
    expect(canConfirm({ ...complete, ...over })).toBe(false);
  });
});

describe("choosing the restaurant", () => {
  const list = [sakura, restaurant()];
  it("takes ?restaurant= by id or slug, else the featured one, else the first", () => {
    expect(chooseRestaurant(sakura.id, list)?.id).toBe(sakura.id);
    expect(chooseRestaurant("sakura-house", list)?.id).toBe(sakura.id);
    expect(chooseRestaurant(null, list)?.slug).toBe("trattoria-bellini");
    expect(chooseRestaurant("unknown", list)?.slug).toBe("trattoria-bellini");
    expect(chooseRestaurant(null, [sakura])?.id).toBe(sakura.id);
    expect(chooseRestaurant(null, [])).toBeNull();
  });
});

describe("tables", () => {
  it("names one or joined tables", () => {
    expect(formatTables([{ number: 4 }])).toBe("Table 4");
    expect(formatTables([{ number: 5 }, { number: 6 }])).toBe("Tables 5 + 6");
    expect(tableKey(["a", "b"])).toBe("a+b");
  });
});
