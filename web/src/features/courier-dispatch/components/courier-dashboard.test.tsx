import type { CourierBoard, CourierEarnings } from "@tavola/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "@/test/fake-event-source";
import { renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { CourierDashboard } from "./courier-dashboard";

const JOB = "00000000-0000-4000-8000-0000000000a1";
const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const board = (over: Partial<CourierBoard> = {}): CourierBoard => ({
  presence: { online: true, lat: 40.72, lng: -74, reportedAt: new Date().toISOString() },
  jobs: [
    {
      id: JOB, restaurantName: "Trattoria Bellini", pickupArea: "112 Mulberry St, New York", dropoffArea: "10007 New York", distanceKm: 0.9, toPickupKm: 0.4,
      expectedMinutes: 8, band: { floorCents: 425, capCents: 640 }, conditions: { night: false, rain: true, peak: false }, bidClosesAt: inAMinute(), myBidCents: null,
    },
  ],
  bids: [],
  run: null,
  bidWindowSeconds: 30,
  ...over,
});
const earnings: CourierEarnings = {
  today: { deliveries: 1, feeCents: 580, commissionCents: 46, tipCents: 300, netCents: 834 },
  week: { deliveries: 1, feeCents: 580, commissionCents: 46, tipCents: 300, netCents: 834 },
  deliveries: [{ jobId: JOB, orderReference: "T-1", restaurantName: "Sakura House", deliveredAt: "2026-11-27T09:00:00.000Z", feeCents: 580, commissionCents: 46, tipCents: 300, netCents: 834 }],
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  FakeEventSource.instances = [];
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe("CourierDashboard", () => {
  it("shows an open job's band, areas, distance and time left, and earnings per delivery", async () => {
    const payout = {
      id: "00000000-0000-4000-8000-0000000000b1", weekStart: "2026-11-16", timeZone: "America/New_York", deliveries: 2, feeCents: 1265, commissionCents: 101,
      tipCents: 300, adjustmentCents: -100, grossCents: 1465, netCents: 1364, paidAt: "2026-11-24T06:00:00.000Z",
    };
    fetchMock.mockImplementation(routeFetch({ "GET /api/dispatch/board": board(), "GET /api/dispatch/earnings": earnings, "GET /api/dispatch/payouts": [payout] }));
    renderWithProviders(<CourierDashboard />);
    const card = await screen.findByTestId(`card-job-${JOB}`);
    expect(card).toHaveTextContent("$4.25 – $6.40");
    expect(card).toHaveTextContent("112 Mulberry St, New York · 0.4 km from you");
    expect(card).toHaveTextContent("10007 New York");
    expect(card).toHaveTextContent(/\d+ s left to bid/);
    expect(within(card).getByText("Rain")).toBeInTheDocument();
    expect(await screen.findByTestId(`earning-${JOB}`)).toHaveTextContent("fee $5.80 − commission $0.46 + tip $3.00");
    expect(screen.getByTestId("earnings-today")).toHaveTextContent("$8.34");
    const paid = await screen.findByTestId("payout-2026-11-16");
    expect(paid).toHaveTextContent("Week of Nov 16");
    expect(paid).toHaveTextContent("2 deliveries · gross $14.65 − commission $1.01");
    expect(paid).toHaveTextContent("$13.64");
    expect(within(paid).getByRole("link", { name: "Statement (CSV)" })).toHaveAttribute("href", `/api/dispatch/payouts/${payout.id}/statement.csv`);
    expect(within(paid).getByRole("link", { name: "Statement (PDF)" })).toHaveAttribute("href", `/api/dispatch/payouts/${payout.id}/statement.pdf`);
    // Live: the board listens on the dispatch stream.
    expect(FakeEventSource.instances.map((s) => s.url)).toContain("/api/dispatch/stream");
  });

  it("sends the bid in cents and shows the server's band message under the field", async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/dispatch/board": board(),
        "GET /api/dispatch/earnings": earnings,
        "GET /api/dispatch/payouts": [],
        [`POST /api/dispatch/jobs/${JOB}/bids`]: (_: string, init?: RequestInit) => {
          sent.push(JSON.parse(String(init?.body)));
          return json(400, { message: "Bid between $4.25 and $6.40", code: "invalid", fieldErrors: { amountCents: ["Bid between $4.25 and $6.40"] }, requestId: "r" });
        },
      }),
    );
    renderWithProviders(<CourierDashboard />);
    const input = await screen.findByLabelText("Your bid ($4.25–$6.40)");
    await user.clear(input);
    await user.type(input, "7.10");
    await user.click(screen.getByRole("button", { name: "Bid" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Bid between $4.25 and $6.40");
    expect(sent).toEqual([{ amountCents: 710 }]);
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("offline: says so and offers no jobs; my bids show why they were not won", async () => {
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/dispatch/board": board({
          presence: { online: false, lat: null, lng: null, reportedAt: null },
          jobs: [],
          bids: [{ jobId: JOB, restaurantName: "Trattoria Bellini", amountCents: 640, placedAt: new Date().toISOString(), bidClosesAt: new Date().toISOString(), outcome: "lost", explanation: "Won by Sam: fee $4.25, pickup in 2 min, score 0.91 vs your 0.55", myScore: 0.55 }],
        }),
        "GET /api/dispatch/earnings": { ...earnings, deliveries: [] },
        "GET /api/dispatch/payouts": [],
      }),
    );
    renderWithProviders(<CourierDashboard />);
    expect(await screen.findByText("You're offline.")).toBeInTheDocument();
    expect(screen.getByRole("switch")).toHaveAttribute("aria-checked", "false");
    expect(screen.getByTestId(`text-bid-explanation-${JOB}`)).toHaveTextContent("Won by Sam: fee $4.25, pickup in 2 min, score 0.91 vs your 0.55");
    await waitFor(() => expect(screen.getByText("No deliveries this week yet.")).toBeInTheDocument());
  });

  it("the active run: picked up, then the customer's code delivers it; a wrong code shows the server's message", async () => {
    const user = userEvent.setup({ delay: null });
    const run = {
      jobId: JOB, orderReference: "T-RUN1", status: "picked_up" as const, restaurant: { name: "Trattoria Bellini", address: "112 Mulberry St, New York", lat: 40.7, lng: -74 },
      dropoff: { area: "10007 New York", line1: "1 Centre St", lat: 40.71, lng: -74 }, customerFirstName: "Alex", feeCents: 425, tipCents: 300, awardMethod: "bid" as const,
      explanation: "You won: fee $4.25, pickup in 1 min, score 0.93", orderReady: true,
    };
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/dispatch/board": board({ jobs: [], run }),
        "GET /api/dispatch/earnings": earnings,
        "GET /api/dispatch/payouts": [],
        [`POST /api/dispatch/runs/${JOB}/deliver`]: () => json(400, { message: "That code does not match: ask the customer", code: "invalid", fieldErrors: { code: ["That code does not match"] }, requestId: "r" }),
      }),
    );
    renderWithProviders(<CourierDashboard />);
    expect(await screen.findByTestId("text-run-explanation")).toHaveTextContent("You won: fee $4.25, pickup in 1 min, score 0.93");
    expect(screen.getByText("To customer")).toHaveAttribute("aria-current", "step");
    await user.type(screen.getByLabelText("Customer's 4-digit code"), "12ab34");
    expect(screen.getByLabelText("Customer's 4-digit code")).toHaveValue("1234");
    await user.click(screen.getByRole("button", { name: "Delivered" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code does not match");
  });

  it("a batch: the stops in order (pick up A, pick up B, drop A, drop B), then each order's card with its own buttons", async () => {
    const user = userEvent.setup({ delay: null });
    const JOB_B = "00000000-0000-4000-8000-0000000000a2";
    const runOf = (jobId: string, ref: string, status: "assigned" | "picked_up", line1: string) => ({
      jobId, orderReference: ref, status, restaurant: { name: "Trattoria Bellini", address: "112 Mulberry St, New York", lat: 40.7, lng: -74 },
      dropoff: { area: "10007 New York", line1, lat: 40.71, lng: -74 }, customerFirstName: "Alex", feeCents: 640, tipCents: 0, awardMethod: "auto" as const,
      explanation: "Assigned to you automatically at $6.40 in a batch of 2 (1.9 km instead of 3.1 km)", orderReady: true,
    });
    const a = runOf(JOB, "T-A1", "picked_up", "1 Centre St");
    const b = runOf(JOB_B, "T-B2", "assigned", "9 Chambers St");
    const batch = {
      id: "00000000-0000-4000-8000-0000000000c1", routeKm: 1.9, separateKm: 3.1, runs: [a, b],
      stops: [
        { jobId: JOB, kind: "pickup" as const, orderReference: "T-A1", place: "Trattoria Bellini", done: true },
        { jobId: JOB_B, kind: "pickup" as const, orderReference: "T-B2", place: "Trattoria Bellini", done: false },
        { jobId: JOB, kind: "dropoff" as const, orderReference: "T-A1", place: "1 Centre St", done: false },
        { jobId: JOB_B, kind: "dropoff" as const, orderReference: "T-B2", place: "9 Chambers St", done: false },
      ],
    };
    const pickups: string[] = [];
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/dispatch/board": board({ jobs: [], run: b, batch }),
        "GET /api/dispatch/earnings": earnings,
        "GET /api/dispatch/payouts": [],
        [`POST /api/dispatch/runs/${JOB_B}/pickup`]: () => {
          pickups.push(JOB_B);
          return new Response(null, { status: 204 });
        },
      }),
    );
    renderWithProviders(<CourierDashboard />);
    const stops = await screen.findAllByTestId("batch-stop");
    expect(stops.map((s) => s.textContent)).toEqual([
      "1. Pick up T-A1 · Trattoria Bellini (done)", "2. Pick up T-B2 · Trattoria Bellini", "3. Drop T-A1 · 1 Centre St", "4. Drop T-B2 · 9 Chambers St",
    ]);
    expect(stops[1]).toHaveAttribute("aria-current", "step");
    expect(screen.getByText("1.9 km instead of 3.1 km for separate runs. Each order pays its own fee and tip.")).toBeInTheDocument();
    const cards = screen.getAllByTestId("card-active-run");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByLabelText("Customer's 4-digit code")).toBeInTheDocument();
    await user.click(within(cards[1]!).getByRole("button", { name: "Picked up" }));
    await waitFor(() => expect(pickups).toEqual([JOB_B]));
  });

  it("gives an assigned run back with a reason; the server's field message shows under the note", async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    const run = {
      jobId: JOB, orderReference: "T-RUN2", status: "assigned" as const, restaurant: { name: "Trattoria Bellini", address: "112 Mulberry St, New York", lat: 40.7, lng: -74 },
      dropoff: { area: "10007 New York", line1: "1 Centre St", lat: 40.71, lng: -74 }, customerFirstName: "Alex", feeCents: 425, tipCents: 0, awardMethod: "auto" as const,
      explanation: null, orderReady: false,
    };
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/dispatch/board": board({ jobs: [], run }),
        "GET /api/dispatch/earnings": earnings,
        "GET /api/dispatch/payouts": [],
        [`POST /api/dispatch/runs/${JOB}/drop`]: (_: string, init?: RequestInit) => {
          const body = JSON.parse(String(init?.body)) as { reason: string; note?: string };
          sent.push(body);
          return body.reason === "other" && !body.note
            ? json(400, { message: "Tell us what happened", code: "invalid", fieldErrors: { note: ["Tell us what happened"] }, requestId: "r" })
            : json(200, { ok: true });
        },
      }),
    );
    renderWithProviders(<CourierDashboard />);
    // jsdom has no geolocation: the run says the customer sees the last position.
    expect(await screen.findByTestId("text-position-sharing")).toHaveTextContent("Your location is unavailable right now");
    await user.click(screen.getByRole("button", { name: "Can't make it?" }));
    const dialog = await screen.findByRole("dialog", { name: "Give this delivery back" });
    expect(dialog).toHaveTextContent("A dropped delivery counts as a late one on your record.");
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "Other");
    await user.click(within(dialog).getByRole("button", { name: "Give it back" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Tell us what happened");
    expect(within(dialog).getByLabelText("What happened")).toHaveAttribute("aria-invalid", "true");
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "Vehicle problem");
    await user.type(within(dialog).getByLabelText("What happened (optional)"), "Flat tyre");
    await user.click(within(dialog).getByRole("button", { name: "Give it back" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toEqual([{ reason: "other" }, { reason: "vehicle_problem", note: "Flat tyre" }]);
  });
});
