import type { WaitlistEntry } from "@tavola/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { availability, bellini, created, routeFetch, TABLE_4, waitlistEntry } from "../../test/fixtures";
import { WaitlistPlace } from "./waitlist-place";

const REF = "W-BBBB2222";
const TOKEN = "wtok_0123456789abcdef";
const GET = `GET /api/waitlist/${REF}?token=${TOKEN}`;
const ACCEPT = `POST /api/waitlist/${REF}/accept?token=${TOKEN}`;
const CANCEL = `POST /api/waitlist/${REF}/cancel?token=${TOKEN}`;
const POLICY = `GET /api/restaurants/${bellini.id}/availability?date=2030-03-15&partySize=2`;

const entry = (over: Partial<WaitlistEntry> = {}) => waitlistEntry({ reference: REF, ...over });

const offered = () =>
  entry({ status: "offered", offer: { tableIds: [TABLE_4], label: "Table 4", startsAt: "2030-03-15T23:30:00.000Z", expiresAt: "2030-03-15T22:30:00.000Z" } });

const bodies = (fetch: ReturnType<typeof vi.fn>, key: string) => {
  const [method, path] = key.split(" ");
  return fetch.mock.calls.filter(([url, init]) => init?.method === method && String(url) === path).map(([, init]) => JSON.parse(String(init?.body)));
};

afterEach(() => vi.unstubAllGlobals());

describe("WaitlistPlace", { timeout: 30_000 }, () => {
  it("shows a waiting place in the restaurant's time", async () => {
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [GET]: entry(), [POLICY]: availability() })));
    renderWithProviders(<WaitlistPlace reference={REF} token={TOKEN} />);
    expect(await screen.findByTestId("badge-waitlist-status")).toHaveTextContent("Waiting");
    await waitFor(() => expect(screen.getByTestId("waitlist-window")).toHaveTextContent("6:00 PM and 9:00 PM"));
    expect(screen.getByTestId("text-waiting")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Book this table" })).toBeNull();
  });

  it("books an offered table and shows the reservation", async () => {
    const fetch = vi.fn(routeFetch({ [GET]: offered(), [POLICY]: availability(), [ACCEPT]: () => jsonResponse(created(), 201) }));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<WaitlistPlace reference={REF} token={TOKEN} />);
    const offer = await screen.findByTestId("panel-offer");
    expect(screen.getByTestId("badge-waitlist-status")).toHaveTextContent("Table offered");
    expect(within(offer).getByTestId("offer-table")).toHaveTextContent("Table 4");
    await waitFor(() => expect(within(offer).getByTestId("offer-time")).toHaveTextContent("7:30 PM, Friday, March 15, 2030"));
    expect(within(offer).getByTestId("offer-expires")).toHaveTextContent("6:30 PM");
    expect(within(offer).queryByLabelText(/^Card number/)).toBeNull();

    await user.click(within(offer).getByRole("button", { name: "Book this table" }));
    expect(await screen.findByRole("heading", { name: "Reservation confirmed" })).toBeInTheDocument();
    expect(bodies(fetch, ACCEPT)).toEqual([{}]);
  });

  it("asks for the card hold when the restaurant holds one, and sends its token", async () => {
    const fetch = vi.fn(
      routeFetch({
        [GET]: offered(),
        [POLICY]: availability({ holdPerGuestCents: 2500 }),
        "POST /api/payments/sandbox/tokens": () => jsonResponse({ token: "tok_sandbox_0123456789", brand: "visa", last4: "4242", expiresAt: "2030-03-15T23:59:00.000Z" }, 201),
        [ACCEPT]: () => jsonResponse(created(), 201),
      }),
    );
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<WaitlistPlace reference={REF} token={TOKEN} />);
    const offer = await screen.findByTestId("panel-offer");
    expect(await within(offer).findByTestId("text-hold-notice")).toHaveTextContent("A card hold of $50.00 ($25.00 per guest) is required");
    await user.click(within(offer).getByRole("button", { name: "Book this table" }));
    await waitFor(() => expect(within(offer).getByLabelText(/^Card number/)).toHaveAccessibleDescription("Card number is invalid"));
    expect(bodies(fetch, ACCEPT)).toEqual([]);

    await user.type(within(offer).getByLabelText(/^Card number/), "4242424242424242");
    await user.selectOptions(within(offer).getByLabelText(/^Expiry month/), "12");
    await user.selectOptions(within(offer).getByLabelText(/^Expiry year/), String(new Date().getFullYear() + 2));
    await user.type(within(offer).getByLabelText(/^CVC/), "123");
    await user.click(within(offer).getByRole("button", { name: "Book this table" }));
    expect(await screen.findByRole("heading", { name: "Reservation confirmed" })).toBeInTheDocument();
    expect(bodies(fetch, ACCEPT)).toEqual([{ holdPaymentToken: "tok_sandbox_0123456789" }]);
  });

  it("shows the card fields when the server asks for a card, and a lapsed offer's 409", async () => {
    let n = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        routeFetch({
          [GET]: offered(),
          [ACCEPT]: () =>
            ++n === 1
              ? jsonResponse({ message: "Invalid", code: "validation", fieldErrors: { holdPaymentToken: ["A card is required to hold this booking"] }, requestId: "r" }, 400)
              : jsonResponse({ message: "This offer has expired", code: "conflict", requestId: "r" }, 409),
          "POST /api/payments/sandbox/tokens": () => jsonResponse({ token: "tok_sandbox_0123456789", brand: "visa", last4: "4242", expiresAt: "x" }, 201),
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<WaitlistPlace reference={REF} token={TOKEN} />);
    await user.click(await screen.findByRole("button", { name: "Book this table" }));
    expect(await screen.findByTestId("error-card-hold")).toHaveTextContent("A card is required to hold this booking");
    await user.type(screen.getByLabelText(/^Card number/), "4242424242424242");
    await user.selectOptions(screen.getByLabelText(/^Expiry month/), "12");
    await user.selectOptions(screen.getByLabelText(/^Expiry year/), String(new Date().getFullYear() + 2));
    await user.type(screen.getByLabelText(/^CVC/), "123");
    await user.click(screen.getByRole("button", { name: "Book this table" }));
    expect(await screen.findByTestId("error-waitlist-action")).toHaveTextContent("This offer has expired");
  });

  it("leaves the waitlist after asking", async () => {
    const fetch = vi.fn(routeFetch({ [GET]: entry(), [CANCEL]: entry({ status: "cancelled" }) }));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<WaitlistPlace reference={REF} token={TOKEN} />);
    await user.click(await screen.findByRole("button", { name: "Leave the waitlist" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave the waitlist?" });
    await user.click(within(dialog).getByRole("button", { name: "Leave the waitlist" }));
    expect(await screen.findByTestId("text-waitlist-cancelled")).toBeInTheDocument();
    expect(screen.getByTestId("badge-waitlist-status")).toHaveTextContent("Cancelled");
    expect(screen.queryByRole("button", { name: "Leave the waitlist" })).toBeNull();
  });

  it("reads a wrong link as not found", async () => {
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [GET]: () => jsonResponse({ message: "Not found", code: "not_found", requestId: "r" }, 404) })));
    renderWithProviders(<WaitlistPlace reference={REF} token={TOKEN} />);
    expect(await screen.findByText("We couldn't find that waitlist place")).toBeInTheDocument();
  });
});
