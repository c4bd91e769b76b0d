import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "@/test/fake-event-source";
import { renderWithProviders } from "@/test/render";
import { DemoCourierDashboard } from "./demo-dashboard";
import { DEMO_JOB_IDS } from "./sample-board";

const fetchMock = vi.fn<typeof fetch>();
const geolocation = { getCurrentPosition: vi.fn(), watchPosition: vi.fn(), clearWatch: vi.fn() };
beforeEach(() => {
  fetchMock.mockReset();
  FakeEventSource.instances = [];
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal("navigator", { ...navigator, geolocation });
});
afterEach(() => vi.unstubAllGlobals());

describe("/demo/courier/dashboard", () => {
  it("runs a whole delivery on sample data — bid, win, pick up, deliver with the code, earnings — and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DemoCourierDashboard />);
    const job = await screen.findByTestId(`card-job-${DEMO_JOB_IDS[0]}`);
    expect(job).toHaveTextContent("$4.40 – $6.60");
    const input = within(job).getByLabelText("Your bid ($4.40–$6.60)");
    await user.clear(input);
    await user.type(input, "9.00");
    await user.click(within(job).getByRole("button", { name: "Bid" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Bid between $4.40 and $6.60");
    await user.clear(input);
    await user.type(input, "5.00");
    await user.click(within(job).getByRole("button", { name: "Bid" }));
    expect(await screen.findByTestId("text-run-explanation")).toHaveTextContent("You won: fee $5.00, pickup in 1 min, score 0.91");
    expect(screen.getByTestId("text-position-sharing")).toHaveTextContent("Demo: your location is not shared.");
    await user.click(screen.getByRole("button", { name: "Picked up" }));
    await user.type(await screen.findByLabelText("Customer's 4-digit code"), "0000");
    await user.click(screen.getByRole("button", { name: "Delivered" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code does not match");
    await user.clear(screen.getByLabelText("Customer's 4-digit code"));
    await user.type(screen.getByLabelText("Customer's 4-digit code"), "1234");
    await user.click(screen.getByRole("button", { name: "Delivered" }));
    // Fee $5.00 − 8 % ($0.40) + $3.00 tip = $7.60 on today's list.
    expect(await screen.findByTestId(`earning-${DEMO_JOB_IDS[0]}`)).toHaveTextContent("$7.60");
    await user.click(screen.getByRole("switch"));
    expect(await screen.findByText("You're offline")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
    expect(screen.queryByRole("link", { name: "Statement (CSV)" })).toBeNull();
  }, 20_000);
});
