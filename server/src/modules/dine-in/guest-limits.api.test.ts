import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TABLE_GUEST_HEADER } from "@tavola/contracts";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { dineInKit } from "../../test/dine-in-kit.js";
import { expectLimited, postFrom } from "../../test/limit-kit.js";
import { DINE_IN_LIMITED_MESSAGE, DINE_IN_LIMITS } from "./guest-limits.js";

// Issue 13, item 5: table check-in, and what a checked-in guest can do, had no limit.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  post = postFrom(t.app);
});
afterAll(async () => t?.close());

let post: ReturnType<typeof postFrom>;
/** Manual Entry with the card's code (a guest let in at once; the code's own limit is in table-admission.api.test.ts). */
const checkIn = async (tableNumber: number, remoteAddress: string) =>
  post("/api/table-sessions", { restaurantId: "trattoria-bellini", tableNumber, tableCode: await dineInKit(t.app, t.database.db).tableCode("trattoria-bellini", tableNumber) }, remoteAddress);

describe("POST /api/table-sessions: check-in limits", () => {
  it(`checks in ${DINE_IN_LIMITS.checkInPerAddressAndTable.limit} times per table per address in 10 minutes, then 429; other tables and addresses are unaffected`, async () => {
    const { limit } = DINE_IN_LIMITS.checkInPerAddressAndTable;
    for (let i = 0; i < limit; i++) expect((await checkIn(1, "203.0.113.100")).status).toBe(201);
    expectLimited(await checkIn(1, "203.0.113.100"), DINE_IN_LIMITED_MESSAGE, 600);
    // The same table by its slug in capitals is the same table.
    expectLimited(await post("/api/table-sessions", { restaurantId: "TRATTORIA-BELLINI", tableNumber: 1 }, "203.0.113.100"), DINE_IN_LIMITED_MESSAGE, 600);
    expect((await checkIn(2, "203.0.113.100")).status).toBe(201);
    expect((await checkIn(1, "203.0.113.101")).status).toBe(201);
  });

  it(`checks in ${DINE_IN_LIMITS.checkInPerAddress.limit} times per address in 10 minutes (a dining room on one Wi-Fi), then 429`, async () => {
    const { limit } = DINE_IN_LIMITS.checkInPerAddress;
    const perTable = DINE_IN_LIMITS.checkInPerAddressAndTable.limit;
    for (let i = 0; i < limit; i++) expect((await checkIn(3 + Math.floor(i / perTable), "203.0.113.110")).status).toBe(201);
    expectLimited(await checkIn(9, "203.0.113.110"), DINE_IN_LIMITED_MESSAGE, 600);
    expect((await checkIn(9, "203.0.113.111")).status).toBe(201);
  });
});

describe("a checked-in guest's writes", () => {
  it(`allow ${DINE_IN_LIMITS.actionPerGuest.limit} server calls per guest in 10 minutes, then 429; another guest at the table is unaffected`, async () => {
    const guest = (await checkIn(10, "203.0.113.120")).body.guestToken as string;
    const other = (await checkIn(10, "203.0.113.120")).body.guestToken as string;
    const call = (token: string) => post("/api/table-sessions/current/service-calls", { kind: "server" }, "203.0.113.120", { [TABLE_GUEST_HEADER]: token });
    for (let i = 0; i < DINE_IN_LIMITS.actionPerGuest.limit; i++) expect((await call(guest)).status).toBeLessThan(300);
    expectLimited(await call(guest), DINE_IN_LIMITED_MESSAGE, 600);
    expect((await call(other)).status).toBeLessThan(300);
  });
});
