import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { bellini, recommendations, RID, routeFetch, tableId } from "../test/fixtures";
import { TableRecommendations } from "./table-recommendations";

const ASK = `GET /api/restaurants/${RID}/table-recommendations?date=2030-03-15&time=19%3A30&partySize=4`;
/** The first question: a couple at the restaurant's next open slot (no date or time sent). */
const NEXT = `GET /api/restaurants/${RID}/table-recommendations?partySize=2`;

function stub(extra: Record<string, unknown> = {}) {
  const fetch = vi.fn(routeFetch({
      "GET /api/restaurant/workspace": { restaurant: bellini, menu: [] },
      [NEXT]: recommendations({ date: "2030-03-14", time: "17:00", startsAt: "2030-03-14T21:00:00.000Z", partySize: 2 }),
      [ASK]: recommendations(),
      ...extra,
    }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function ask(user: ReturnType<typeof userEvent.setup>, { party = "4", section = "" } = {}) {
  fireEvent.change(await screen.findByLabelText(/^Date/), { target: { value: "2030-03-15" } });
  fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: "19:30" } });
  const size = screen.getByLabelText(/^Party size/);
  await user.clear(size);
  if (party) await user.type(size, party);
  if (section) await user.selectOptions(screen.getByLabelText(/^Section/), section);
  await user.click(screen.getByRole("button", { name: "Recommend" }));
}

afterEach(() => vi.unstubAllGlobals());

describe("TableRecommendations", { timeout: 30_000 }, () => {
  it("opens on the next open slot within the restaurant's hours, as the server says, for a couple", async () => {
    const fetch = stub();
    renderWithProviders(<TableRecommendations isExecutive={false} />);
    expect(await screen.findByTestId("panel-best-table")).toHaveTextContent("Best table for 2 guests at 5:00 PM");
    await waitFor(() => expect(screen.getByLabelText(/^Date/)).toHaveValue("2030-03-14"));
    expect(screen.getByLabelText(/^Time/)).toHaveValue("17:00");
    expect(screen.getByLabelText(/^Party size/)).toHaveValue(2);
    const asked = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes("table-recommendations"));
    expect(asked).toEqual([`/api/restaurants/${RID}/table-recommendations?partySize=2`]);
  });

  it("shows the best table with its reasons, and the alternatives", async () => {
    stub();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TableRecommendations isExecutive={false} />);
    await ask(user);
    const best = await screen.findByTestId("panel-best-table");
    expect(within(best).getByTestId("text-best-table")).toHaveTextContent("Table 5");
    expect(best).toHaveTextContent("Best table for 4 guests at 7:30 PM");
    expect(within(best).getByTestId("best-reasons").querySelectorAll("li")).toHaveLength(2);
    expect(within(best).getByText("Seats 4 for a party of 4 (no empty seats)")).toBeInTheDocument();
    expect(within(best).getByText("Marco has the fewest guests tonight (6)")).toBeInTheDocument();
    expect(within(best).getByRole("link", { name: "Open host stand" })).toHaveAttribute("href", "/table-reservations");
    const others = screen.getByTestId("list-other-tables");
    expect(others).toHaveTextContent("Table 9");
    expect(others).toHaveTextContent("Seats 6 for a party of 4");
  });

  it("sends the section asked for", async () => {
    const fetch = stub({ [`${ASK}&section=Patio`]: recommendations({ best: { ...recommendations().best!, reasons: ["On the Patio, as asked"] } }) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TableRecommendations isExecutive={false} />);
    await ask(user, { section: "Patio" });
    expect(await screen.findByText("On the Patio, as asked")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith("&section=Patio"))).toBe(true);
  });

  it("offers to seat a walk-in at the best table when the time is now", async () => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, "0");
    const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    const time = `${pad(now.getHours())}:${pad(now.getMinutes())}`;
    stub({
      [`GET /api/restaurants/${RID}/table-recommendations?date=${date}&time=${encodeURIComponent(time)}&partySize=4`]: recommendations({ startsAt: now.toISOString() }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TableRecommendations isExecutive={false} />);
    fireEvent.change(await screen.findByLabelText(/^Date/), { target: { value: date } });
    fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: time } });
    await user.clear(screen.getByLabelText(/^Party size/));
    await user.type(screen.getByLabelText(/^Party size/), "4");
    await user.click(screen.getByRole("button", { name: "Recommend" }));
    expect(await screen.findByRole("link", { name: "Seat walk-in here" })).toHaveAttribute("href", `/table-reservations?walkInParty=4&walkInTable=${tableId(5)}`);
  });

  it("shows the server's reason when nothing fits", async () => {
    stub({ [ASK]: recommendations({ best: null, others: [], reason: "Every table that seats 4 is taken at 7:30 PM" }) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TableRecommendations isExecutive={false} />);
    await ask(user);
    const empty = await screen.findByTestId("empty-recommendations");
    expect(empty).toHaveTextContent("No table fits");
    expect(empty).toHaveTextContent("Every table that seats 4 is taken at 7:30 PM");
  });

  it("checks the form first and shows the server's field messages", async () => {
    const fetch = stub({
      [ASK]: () => jsonResponse({ message: "Invalid request", code: "validation", fieldErrors: { time: ["The restaurant is closed then"] }, requestId: "r" }, 400),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TableRecommendations isExecutive={false} />);
    await ask(user, { party: "" });
    await waitFor(() => expect(screen.getByLabelText(/^Party size/)).toHaveAccessibleDescription("Choose a party size"));
    expect(fetch.mock.calls.some(([url]) => String(url).includes("table-recommendations?date="))).toBe(false);

    await user.type(screen.getByLabelText(/^Party size/), "4");
    await user.click(screen.getByRole("button", { name: "Recommend" }));
    await waitFor(() => expect(screen.getByLabelText(/^Time/)).toHaveAccessibleDescription("The restaurant is closed then"));
  });
});
