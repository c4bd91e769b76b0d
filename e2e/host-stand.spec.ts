import type { APIRequestContext, Page } from "@playwright/test";
import { expect as baseExpect, expectNoSeriousA11yViolations, signInAs, test, useTheme } from "./fixtures";

// The host stand is a lazy chunk reading several endpoints; a busy 2-core machine needs the slack.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

type Option = { tableIds: string[]; label: string; capacity: number; location: string; times: string[] };
type Availability = { timezone: string; options: Option[]; reason: string | null };
type Slot = { restaurantId: string; date: string; timezone: string; option: Option; startsAt: string };

/** `YYYY-MM-DD` n days from today (UTC, which is never behind a restaurant's own today by more than a day). */
const isoDateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An instant as a restaurant's wall clock, "19:30". */
const localHHMM = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(new Date(iso));

async function restaurantId(request: APIRequestContext, slug: string): Promise<string> {
  const list = (await (await request.get("/api/restaurants")).json()) as Array<{ id: string; slug: string }>;
  const found = list.find((r) => r.slug === slug);
  expect(found, slug).toBeTruthy();
  return found!.id;
}

/** The first day from tomorrow with a free table for the party, and that day's last free option (the least likely to be taken by another test). */
async function freeSlot(request: APIRequestContext, id: string, partySize: number, fromDays = 2): Promise<Slot> {
  for (let d = fromDays; d < fromDays + 10; d++) {
    const date = isoDateIn(d);
    const res = await request.get(`/api/restaurants/${id}/availability?date=${date}&partySize=${partySize}`);
    if (!res.ok()) continue;
    const availability = (await res.json()) as Availability;
    const option = [...availability.options].reverse().find((o) => o.times.length > 0);
    if (option) return { restaurantId: id, date, timezone: availability.timezone, option, startsAt: option.times[option.times.length - 1]! };
  }
  throw new Error("No free table in ten days");
}

/** A guest's booking through the public API (no account), as the /tables form would send it. */
async function bookAsGuest(request: APIRequestContext, slot: Slot, name: string, partySize = 2) {
  const res = await request.post("/api/reservations", {
    data: { restaurantId: slot.restaurantId, tableIds: slot.option.tableIds, startsAt: slot.startsAt, partySize, name, email: "guest@example.com", phone: "+1 212 555 0100" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { reservation: { reference: string; tables: Array<{ number: number }> } };
}

async function openHostStand(page: Page, date?: string) {
  await page.goto("/table-reservations");
  await expect(page.getByRole("heading", { level: 1, name: "Table Reservations" })).toBeVisible();
  await expect(page.getByTestId("floor-plan")).toBeVisible();
  if (date) {
    await page.getByTestId("input-host-date").fill(date);
    await expect(page.getByTestId("panel-bookings")).toContainText(date);
  }
}

test.describe("host stand", () => {
  test("a customer is told the page is for restaurant teams", async ({ page }) => {
    await signInAs(page, "customer");
    await page.goto("/table-reservations");
    await expect(page.getByRole("heading", { name: "This page is for restaurant teams" })).toBeVisible();
  });

  test("the owner sees a guest's booking and moves it to another table", async ({ page, playwright, baseURL }) => {
    const guest = await playwright.request.newContext({ baseURL });
    const id = await restaurantId(guest, "trattoria-bellini");
    const slot = await freeSlot(guest, id, 2);
    const name = `Guest ${Date.now()}`;
    const { reservation } = await bookAsGuest(guest, slot, name);
    await guest.dispose();

    await signInAs(page, "restaurant_owner");
    await openHostStand(page, slot.date);
    await expect(page.getByTestId("status-live")).toHaveAttribute("data-state", "live");
    const row = page.getByTestId(`booking-${reservation.reference}`);
    await expect(row.getByTestId("booking-name")).toHaveText(name);
    await expect(row.getByTestId("badge-booking-status")).toHaveText("Booked");
    await expect(row).toContainText("Online");
    const before = (await row.getByTestId("booking-tables").textContent()) ?? "";

    await row.getByRole("button", { name: `Move ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Move ${name}` });
    // Try the offered tables in turn until one is free at that time (a taken one answers 409, shown in the dialog).
    const radios = dialog.getByRole("radio");
    const count = await radios.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await radios.nth(i).check();
      const moved = page.waitForResponse((r) => r.url().endsWith("/move") && r.request().method() === "POST");
      await dialog.getByRole("button", { name: "Move booking" }).click();
      if ((await moved).ok()) break;
      await expect(dialog.getByTestId("error-move")).toContainText("taken");
    }
    await expect(dialog).toHaveCount(0);
    await expect(row.getByTestId("booking-tables")).not.toHaveText(before);
  });

  test("a walk-in is seated on the floor plan, then completed", async ({ page }) => {
    await signInAs(page, "restaurant_owner");
    await openHostStand(page);
    await page.getByRole("button", { name: "Add walk-in" }).click();
    const dialog = page.getByRole("dialog", { name: "Add walk-in" });
    await dialog.getByRole("button", { name: "Seat walk-in" }).click();
    await expect(dialog.getByText("Choose a party size")).toBeVisible();

    await dialog.getByLabel(/^Party size/).fill("2");
    const free = dialog.getByLabel(/^Table/).locator("option", { hasText: "· Free" });
    await expect(free.first()).toBeAttached();
    const label = (await free.first().textContent()) ?? "";
    const number = /Table (\d+)/.exec(label)?.[1];
    expect(number).toBeTruthy();
    await dialog.getByLabel(/^Table/).selectOption({ label });
    const name = `Walk ${Date.now()}`;
    await dialog.getByLabel(/^Name/).fill(name);
    const created = page.waitForResponse((r) => r.url().endsWith("/walk-ins") && r.request().method() === "POST");
    await dialog.getByRole("button", { name: "Seat walk-in" }).click();
    expect((await created).status()).toBe(201);
    await expect(dialog).toHaveCount(0);

    const tile = page.getByTestId(`floor-table-${number}`);
    await expect(tile).toHaveAttribute("data-state", "seated");
    await expect(tile.getByTestId("floor-table-state")).toHaveText("Seated");
    // (The live region's wording is unit-tested: here other journeys on the same server announce their own tables.)

    const row = page.getByTestId("list-bookings").locator("li", { hasText: name });
    await expect(row.getByTestId("badge-booking-status")).toHaveText("Seated");
    await expect(row).toContainText("Walk-in");
    await row.getByRole("button", { name: `Complete ${name}` }).click();
    await expect(row.getByTestId("badge-booking-status")).toHaveText("Completed");
    await expect(tile).not.toHaveAttribute("data-state", "seated");
    await expectNoSeriousA11yViolations(page);
  });

  test("a table that checks in and calls the server shows live on the floor plan", async ({ page, playwright, baseURL }) => {
    await signInAs(page, "restaurant_owner");
    await openHostStand(page);
    await expect(page.getByTestId("status-live")).toHaveAttribute("data-state", "live");
    // The highest-numbered free table: the dine-in journeys use the demo table (4).
    const free = page.locator('[data-testid^="floor-table-"][data-state="free"]');
    await expect(free.first()).toBeVisible();
    const ids = await free.evaluateAll((tiles) => tiles.map((t) => Number(t.getAttribute("data-testid")?.replace("floor-table-", ""))));
    const number = Math.max(...ids);
    const tile = page.getByTestId(`floor-table-${number}`);

    // The guest types the table number and the code printed beside it (the staff's card shows it).
    const codes = (await (await page.request.get("/api/restaurants/trattoria-bellini/table-codes")).json()) as { tableNumber: number; shortCode: string }[];
    const tableCode = codes.find((c) => c.tableNumber === number)!.shortCode;
    const guest = await playwright.request.newContext({ baseURL });
    const checkIn = await guest.post("/api/table-sessions", { data: { restaurantId: "trattoria-bellini", tableNumber: number, tableCode } });
    expect(checkIn.status(), await checkIn.text()).toBe(201);
    const { guestToken } = (await checkIn.json()) as { guestToken: string };
    await expect(tile).toHaveAttribute("data-state", "checked_in");
    await expect(tile.getByTestId("floor-table-state")).toHaveText("Checked in");

    // Someone with the number only asks to join: the tile asks the host, who lets them in.
    const stranger = await guest.post("/api/table-sessions", { data: { restaurantId: "trattoria-bellini", tableNumber: number } });
    expect(stranger.status(), await stranger.text()).toBe(201);
    await expect(tile).toHaveAttribute("data-state", "needs_attention");
    const prompt = tile.getByRole("region", { name: `Waiting to join table ${number}` });
    await expect(prompt).toContainText("1 guest waiting to join");
    await prompt.getByRole("button", { name: `Let the guest in to table ${number}` }).click();
    await expect(tile).toHaveAttribute("data-state", "checked_in");
    await expect(tile).toContainText("2 phones checked in");

    const called = await guest.post("/api/table-sessions/current/service-calls", { headers: { "x-table-guest": guestToken }, data: { kind: "server" } });
    expect(called.status(), await called.text()).toBe(201);
    await guest.dispose();
    await expect(tile).toHaveAttribute("data-state", "needs_attention");
    await expect(tile.getByTestId("floor-table-state")).toHaveText("Needs attention");
    await expect(tile).toContainText("Called the server");
    await expect(page.getByTestId("floor-announcement")).toHaveText(`Table ${number} needs attention`);
  });

  test("a guest joins the waitlist, the host stand shows the offer, and the guest books it", async ({ page, playwright, baseURL }) => {
    const guest = await playwright.request.newContext({ baseURL });
    const id = await restaurantId(guest, "trattoria-bellini");
    const slot = await freeSlot(guest, id, 4);
    const name = `Waiting ${Date.now()}`;
    // A range around a start time that is free: the guest is offered that table at once.
    const from = localHHMM(slot.startsAt, slot.timezone);
    const to = localHHMM(new Date(Date.parse(slot.startsAt) + 30 * 60_000).toISOString(), slot.timezone);
    const res = await guest.post("/api/waitlist", {
      data: { restaurantId: id, date: slot.date, from, to, partySize: 4, name, email: "wait@example.com", phone: "+1 212 555 0101" },
    });
    expect(res.status(), await res.text()).toBe(201);
    const joined = (await res.json()) as { entry: { reference: string }; manageUrl: string };
    await guest.dispose();

    await signInAs(page, "restaurant_owner");
    await openHostStand(page, slot.date);
    const entry = page.getByTestId(`waitlist-${joined.entry.reference}`);
    await expect(entry).toContainText(name);
    await expect(entry).toContainText("4 guests");
    await expect(entry).toContainText("Offered");
    await expect(entry.getByTestId("waitlist-offer")).toContainText(/Offered Tables? \d/);

    // The guest's own link shows the offer; "Book this table" books it (Bellini holds no card).
    await page.goto(joined.manageUrl);
    await expect(page.getByTestId("text-waitlist-reference")).toHaveText(joined.entry.reference);
    await expect(page.getByTestId("badge-waitlist-status")).toHaveText("Table offered");
    await page.getByRole("button", { name: "Book this table" }).click();
    await expect(page.getByRole("heading", { name: "Reservation confirmed" })).toBeVisible();
    const reference = (await page.getByTestId("text-reservation-reference").textContent()) ?? "";
    expect(reference).toMatch(/^R-[0-9A-Z]{8}$/);

    // Back on the host stand: the entry is booked and the reservation is on the day's list.
    await page.goto("/table-reservations");
    await page.getByTestId("input-host-date").fill(slot.date);
    await expect(page.getByTestId(`waitlist-${joined.entry.reference}`)).toContainText(`Booked as ${reference}`);
    await expect(page.getByTestId(`booking-${reference}`)).toContainText(name);
  });

  test("the host stand has no serious accessibility violations in the light theme", async ({ page }) => {
    await useTheme(page, "light");
    await signInAs(page, "restaurant_owner");
    await openHostStand(page);
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Add walk-in" }).click();
    await expect(page.getByRole("dialog", { name: "Add walk-in" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a recommendation for a party of 4 gives the best table and why", async ({ page }) => {
    await signInAs(page, "restaurant_owner");
    const id = await restaurantId(page.request, "trattoria-bellini");
    const slot = await freeSlot(page.request, id, 4);
    await page.goto("/table-recommendations");
    await expect(page.getByRole("heading", { level: 1, name: "Table Recommendations" })).toBeVisible();
    // It opens on the next open slot within the restaurant's hours (12:00–15:00, 17:00–23:00 in New York), for two.
    await expect(page.getByTestId("panel-best-table")).toContainText("Best table for 2 guests at");
    const opening = await page.getByLabel(/^Time/).inputValue();
    expect(opening >= "12:00" && opening <= "21:30", opening).toBe(true);
    await page.getByLabel(/^Date/).fill(slot.date);
    await page.getByLabel(/^Time/).fill(localHHMM(slot.startsAt, slot.timezone));
    await page.getByLabel(/^Party size/).fill("4");
    await page.getByRole("button", { name: "Recommend" }).click();
    const best = page.getByTestId("panel-best-table");
    await expect(best.getByTestId("text-best-table")).toHaveText(/^Tables? \d/);
    await expect(best.getByTestId("best-reasons").locator("li").first()).toContainText(/\S/);
    await expect(best.getByTestId("best-reasons")).toContainText(/Seats \d+/);
    await expectNoSeriousA11yViolations(page);
  });
});
