import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { restaurantFixture } from "@/test/restaurant-fixture";
import { routeFetch } from "@/test/route-fetch";
import { GUEST_STORAGE_KEY } from "../../lib/guest-token-store";
import { billFixture, GUEST_TOKEN, QR_TOKEN, serviceCallFixture, sessionFixture } from "../../test/fixtures";
import { CheckInScreen } from "./check-in-screen";

const bellini = restaurantFixture({ id: "r1" });
const other = restaurantFixture({ id: "r2", slug: "sakura", name: "Sakura Garden" });
const emptyBill = billFixture({ lines: [], orders: [], subtotalCents: 0, taxCents: 0, totalCents: 0, paidCents: 0, remainingCents: 0 });
const guestHeader = (init?: RequestInit) => new Headers(init?.headers).get("x-table-guest");

function storeToken(token = GUEST_TOKEN) {
  window.localStorage.setItem(GUEST_STORAGE_KEY, JSON.stringify({ guestToken: token }));
}

describe("CheckInScreen", { timeout: 20_000 }, () => {
  beforeEach(() => {
    // jsdom has no camera: the QR tab must say so rather than offer a button that cannot work.
    Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("says the camera is not available when the browser has none, and keeps Simulate QR Scan", async () => {
    vi.stubGlobal("fetch", routeFetch({ "GET /api/restaurants": [bellini] }));
    expect(navigator.mediaDevices).toBeUndefined();
    renderWithProviders(<CheckInScreen />, { path: "/checkin" });
    expect(await screen.findByRole("tab", { name: "QR Scan" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByTestId("alert-no-camera")).toHaveTextContent("Camera not available — use Simulate QR Scan or Manual Entry");
    expect(screen.getByRole("button", { name: "Start camera" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Simulate QR Scan" })).toBeEnabled();
  });

  it("keeps Check In disabled while the table number is empty or blank, then checks in and shows the table", async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      routeFetch({
        "GET /api/restaurants": [bellini, other],
        "POST /api/table-sessions": (_url: string, init?: RequestInit) => {
          posted.push(JSON.parse(String(init?.body)));
          return jsonResponse({ session: sessionFixture({ guestCount: 2 }), guestToken: GUEST_TOKEN }, 201);
        },
        "GET /api/table-sessions/current": (_url: string, init?: RequestInit) =>
          guestHeader(init) === GUEST_TOKEN ? sessionFixture({ guestCount: 2 }) : jsonResponse({ message: "Unauthorized" }, 401),
        "GET /api/table-sessions/current/bill": emptyBill,
      }),
    );
    renderWithProviders(<CheckInScreen />, { path: "/checkin?restaurant=r2" });
    await user.click(await screen.findByRole("tab", { name: "Manual Entry" }));

    const button = await screen.findByRole("button", { name: "Check In" });
    expect(screen.getByLabelText(/Restaurant/)).toHaveValue("r2");
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/Table number/), "   ");
    expect(button).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/Restaurant/), "r1");
    await user.clear(screen.getByLabelText(/Table number/));
    await user.type(screen.getByLabelText(/Table number/), " 4 ");
    expect(button).toBeEnabled();
    await user.type(screen.getByLabelText(/Table code/), "k7mx ");
    await user.click(button);

    const welcome = await screen.findByRole("region", { name: "Welcome to Trattoria Bellini!" });
    expect(posted).toEqual([{ restaurantId: "r1", tableNumber: "4", tableCode: "k7mx" }]);
    expect(within(welcome).getByTestId("text-table-restaurant")).toHaveTextContent("Trattoria Bellini");
    expect(within(welcome).getByTestId("text-table-address")).toHaveTextContent("112 Mulberry St, New York");
    expect(within(welcome).getByTestId("text-table-table")).toHaveTextContent("Table 4");
    expect(within(welcome).getByTestId("text-table-section")).toHaveTextContent("Window");
    expect(within(welcome).getByTestId("text-table-capacity")).toHaveTextContent("4 seats");
    expect(within(welcome).getByTestId("text-table-server")).toHaveTextContent("Giulia");
    expect(within(welcome).getByText("2 guests at this table")).toBeInTheDocument();
    expect(within(welcome).getByRole("button", { name: "View Menu" })).toBeEnabled();
    const actions = screen.getByRole("region", { name: "Table actions" });
    for (const name of ["Call Server", "Check Out"]) expect(within(actions).getByRole("button", { name })).toBeEnabled();
    expect(JSON.parse(window.localStorage.getItem(GUEST_STORAGE_KEY) ?? "null")).toEqual({ guestToken: GUEST_TOKEN });

    // Nothing ordered: Check Out returns the screen to not checked in (spec).
    await user.click(within(actions).getByRole("button", { name: "Check Out" }));
    expect(await screen.findByRole("tab", { name: "QR Scan" })).toBeInTheDocument();
    expect(window.localStorage.getItem(GUEST_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's field message under the table number", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      routeFetch({
        "GET /api/restaurants": [bellini],
        "POST /api/table-sessions": () =>
          jsonResponse({ message: "No such table", code: "NOT_FOUND", fieldErrors: { tableNumber: ["There is no table 99 here"] }, requestId: "x" }, 404),
      }),
    );
    renderWithProviders(<CheckInScreen />, { path: "/checkin" });
    await user.click(await screen.findByRole("tab", { name: "Manual Entry" }));
    await user.type(await screen.findByLabelText(/Table number/), "99");
    await user.click(screen.getByRole("button", { name: "Check In" }));
    expect(await screen.findByText("There is no table 99 here")).toBeInTheDocument();
    expect(screen.getByLabelText(/Table number/)).toHaveAttribute("aria-invalid", "true");
    expect(window.localStorage.getItem(GUEST_STORAGE_KEY)).toBeNull();
  });

  it("shows a wrong table code's message under the code", async () => {
    const user = userEvent.setup();
    const message = "That is not table 4's code. Check the card on your table, or leave the code empty to ask to join.";
    vi.stubGlobal(
      "fetch",
      routeFetch({
        "GET /api/restaurants": [bellini],
        "POST /api/table-sessions": () => jsonResponse({ message, code: "invalid", fieldErrors: { tableCode: [message] }, requestId: "x" }, 400),
      }),
    );
    renderWithProviders(<CheckInScreen />, { path: "/checkin" });
    await user.click(await screen.findByRole("tab", { name: "Manual Entry" }));
    await user.type(await screen.findByLabelText(/Table number/), "4");
    await user.type(screen.getByLabelText(/Table code/), "AAAA");
    await user.click(screen.getByRole("button", { name: "Check In" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Table code/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByTestId("error-check-in-manual")).not.toBeInTheDocument();
  });

  it("by number only, waits to be let in and asks for nothing of the bill", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const pending = sessionFixture({ admission: "pending", guestCount: 0 });
    vi.stubGlobal(
      "fetch",
      routeFetch({
        "GET /api/restaurants": [bellini],
        "POST /api/table-sessions": (_url: string, init?: RequestInit) => {
          asked.push(String(init?.body));
          return jsonResponse({ session: pending, guestToken: GUEST_TOKEN }, 201);
        },
        "GET /api/table-sessions/current": pending,
        "GET /api/table-sessions/current/bill": () => {
          asked.push("bill");
          return jsonResponse({ message: "Waiting", code: "forbidden", requestId: "x" }, 403);
        },
      }),
    );
    renderWithProviders(<CheckInScreen />, { path: "/checkin" });
    await user.click(await screen.findByRole("tab", { name: "Manual Entry" }));
    await user.type(await screen.findByLabelText(/Table number/), "4");
    await user.click(screen.getByRole("button", { name: "Check In" }));
    const card = await screen.findByRole("region", { name: "Waiting to be let in" });
    expect(card).toHaveTextContent("You asked to join table 4 at Trattoria Bellini. Someone at the table, or your server, will let you in");
    expect(screen.queryByRole("button", { name: "View Menu" })).not.toBeInTheDocument();
    expect(asked).toEqual([JSON.stringify({ restaurantId: "r1", tableNumber: "4" })]);
    // Cancel forgets this phone's place in the queue.
    await user.click(within(card).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("tab", { name: "QR Scan" })).toBeInTheDocument();
    expect(window.localStorage.getItem(GUEST_STORAGE_KEY)).toBeNull();
  });

  it("tells a phone the table declined that it was not let in", async () => {
    storeToken();
    vi.stubGlobal("fetch", routeFetch({ "GET /api/table-sessions/current": sessionFixture({ admission: "declined", guestCount: 0 }) }));
    renderWithProviders(<CheckInScreen />, { path: "/checkin" });
    const card = await screen.findByRole("region", { name: "You weren't let in" });
    expect(card).toHaveTextContent("Table 4 at Trattoria Bellini did not let this phone in. Ask your server for the code on the table card");
    expect(within(card).getByRole("button", { name: "Back to check-in" })).toBeEnabled();
  });

  it("asks the guests at the table before letting in someone who typed the number only", async () => {
    storeToken();
    const user = userEvent.setup();
    const decisions: unknown[] = [];
    const waiting = { id: "g2", name: null, joinedAt: "2030-01-01T18:05:00.000Z" };
    vi.stubGlobal(
      "fetch",
      routeFetch({
        "GET /api/table-sessions/current": () => sessionFixture({ waitingGuests: decisions.length ? [] : [waiting], guestCount: decisions.length ? 2 : 1 }),
        "GET /api/table-sessions/current/bill": emptyBill,
        "POST /api/table-sessions/current/guests/g2/admission": (_url: string, init?: RequestInit) => {
          decisions.push(JSON.parse(String(init?.body)));
          return sessionFixture({ guestCount: 2, waitingGuests: [] });
        },
      }),
    );
    renderWithProviders(<CheckInScreen />, { path: "/checkin" });
    const prompt = await screen.findByRole("region", { name: "Waiting to join table 4" });
    expect(prompt).toHaveTextContent("Someone is asking to join your table");
    expect(prompt).toHaveTextContent("A guest without an account");
    await user.click(within(prompt).getByRole("button", { name: "Let the guest in to table 4" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Waiting to join table 4" })).not.toBeInTheDocument());
    expect(decisions).toEqual([{ decision: "admit" }]);
    expect(screen.getByText("2 guests at this table")).toBeInTheDocument();
  });

  it("keeps the table after a reload (the guest secret is in localStorage) and sends it with every call", async () => {
    storeToken();
    const seen: (string | null)[] = [];
    vi.stubGlobal(
      "fetch",
      routeFetch({
        "GET /api/table-sessions/current": (_url: string, init?: RequestInit) => {
          seen.push(guestHeader(init));
          return sessionFixture();
        },
        "GET /api/table-sessions/current/bill": emptyBill,
      }),
    );
    renderWithProviders(<CheckInScreen />, { path: "/checkin" });
    expect(await screen.findByRole("region", { name: "Welcome to Trattoria Bellini!" })).toBeInTheDocument();
    expect(screen.getByText("1 guest at this table")).toBeInTheDocument();
    expect(seen).toEqual([GUEST_TOKEN]);
    expect(screen.queryByRole("tab", { name: "QR Scan" })).not.toBeInTheDocument();
  });

  it("forgets a secret the server no longer accepts (401) and goes back to check-in", async () => {
    storeToken();
    vi.stubGlobal(
      "fetch",
      routeFetch({
        "GET /api/restaurants": [bellini],
        "GET /api/table-sessions/current": () => jsonResponse({ message: "Unauthorized", code: "UNAUTHORIZED", requestId: "x" }, 401),
        "GET /api/table-sessions/current/bill": () => jsonResponse({ message: "Unauthorized", code: "UNAUTHORIZED", requestId: "x" }, 401),
      }),
    );
    renderWithProviders(<CheckInScreen />, { path: "/checkin" });
    expect(await screen.findByRole("tab", { name: "QR Scan" })).toBeInTheDocument();
    expect(screen.getByTestId("text-check-in-notice")).toHaveTextContent("Your table session has ended");
    expect(window.localStorage.getItem(GUEST_STORAGE_KEY)).toBeNull();
  });

  it("checks in straight away from a /checkin?t= link (a phone's own camera app) and clears the secret from the address", async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      routeFetch({
        "POST /api/table-sessions": (_url: string, init?: RequestInit) => {
          posted.push(JSON.parse(String(init?.body)));
          return jsonResponse({ session: sessionFixture(), guestToken: GUEST_TOKEN }, 201);
        },
        "GET /api/table-sessions/current": sessionFixture(),
        "GET /api/table-sessions/current/bill": emptyBill,
      }),
    );
    const { location } = renderWithProviders(<CheckInScreen />, { path: `/checkin?t=${QR_TOKEN}` });
    expect(await screen.findByRole("region", { name: "Welcome to Trattoria Bellini!" })).toBeInTheDocument();
    expect(posted).toEqual([{ qrToken: QR_TOKEN }]);
    await waitFor(() => expect(location.history?.at(-1)).toBe("/checkin"));
  });

  it("Simulate QR Scan checks in with the demo table's code", async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      routeFetch({
        "GET /api/dine-in/demo-table": { qrToken: QR_TOKEN, tableNumber: 4, restaurantName: "Trattoria Bellini" },
        "POST /api/table-sessions": (_url: string, init?: RequestInit) => {
          posted.push(JSON.parse(String(init?.body)));
          return jsonResponse({ session: sessionFixture(), guestToken: GUEST_TOKEN }, 201);
        },
        "GET /api/table-sessions/current": sessionFixture(),
        "GET /api/table-sessions/current/bill": emptyBill,
      }),
    );
    renderWithProviders(<CheckInScreen />, { path: "/checkin" });
    await user.click(await screen.findByRole("button", { name: "Simulate QR Scan" }));
    expect(await screen.findByRole("region", { name: "Welcome to Trattoria Bellini!" })).toBeInTheDocument();
    expect(posted).toEqual([{ qrToken: QR_TOKEN }]);
  });

  it("Call Server pages once and says the server is on the way", async () => {
    storeToken();
    const user = userEvent.setup();
    let calls = 0;
    let session = sessionFixture();
    vi.stubGlobal(
      "fetch",
      routeFetch({
        "GET /api/table-sessions/current": () => session,
        "GET /api/table-sessions/current/bill": emptyBill,
        "POST /api/table-sessions/current/service-calls": () => {
          calls += 1;
          session = sessionFixture({ serviceCall: serviceCallFixture() });
          return jsonResponse(serviceCallFixture(), 201);
        },
      }),
    );
    renderWithProviders(<CheckInScreen />, { path: "/checkin" });
    await user.click(await screen.findByRole("button", { name: "Call Server" }));
    expect(await screen.findByTestId("status-service-call")).toHaveTextContent("Your server is on the way");
    expect(screen.getByRole("button", { name: "Call Server" })).toBeDisabled();
    expect(calls).toBe(1);
  });
});
