import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FloorSessions, ServiceCall } from "@tavola/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { FakeEventSource } from "@/test/fake-event-source";
import { routeFetch } from "@/test/route-fetch";
import { serviceCallFixture } from "@/test/service-call-fixture";
import { useFloorStream } from "../hooks/use-floor-stream";
import { TableCallsPanel } from "./table-calls-panel";

const now = Date.parse("2030-01-01T18:07:00.000Z");
const call = (over: Partial<ServiceCall> = {}) => serviceCallFixture({ id: "call-4", sessionId: "s4", ...over });

function Harness() {
  const floor = useFloorStream("r1");
  return <TableCallsPanel restaurantId="r1" now={now} announcement={floor.announcement} />;
}

describe("TableCallsPanel", { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });

  it("shows a new call live, announces it, and acknowledges then resolves it", async () => {
    const user = userEvent.setup();
    let floor: FloorSessions = { sessions: [], serviceCalls: [] };
    const updates: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      routeFetch({
        "GET /api/restaurants/r1/table-sessions": () => floor,
        "POST /api/restaurants/r1/service-calls/call-4": (_url: string, init?: RequestInit) => {
          const body = JSON.parse(String(init?.body)) as { status: "acknowledged" | "resolved" };
          updates.push(body);
          floor = { ...floor, serviceCalls: body.status === "resolved" ? [] : [call({ status: body.status })] };
          return jsonResponse(call({ status: body.status }));
        },
      }),
    );
    renderWithProviders(<Harness />);
    expect(await screen.findByText("No table is calling right now.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Print table QR codes" })).toHaveAttribute("href", "/restaurant-dashboard/table-codes?restaurantId=r1");

    const stream = FakeEventSource.instances[0]!;
    expect(stream.url).toBe("/api/restaurants/r1/floor/stream");
    floor = { sessions: [], serviceCalls: [call()] };
    act(() =>
      stream.emit("floor", { type: "service_call", restaurantId: "r1", tableNumber: 4, sessionId: "s4", reservationId: null, serviceCall: call(), at: "2030-01-01T18:05:00.000Z" }),
    );

    const row = await screen.findByTestId("table-call-4");
    expect(row).toHaveTextContent("Table 4");
    expect(row).toHaveTextContent("Calling for a server · 2 min ago");
    expect(screen.getByTestId("announcement-table-calls")).toHaveTextContent("Table 4 is calling for a server");

    await user.click(within(row).getByRole("button", { name: "Acknowledge table 4" }));
    await waitFor(() => expect(screen.getByTestId("table-call-4")).toHaveAttribute("data-status", "acknowledged"));
    expect(within(screen.getByTestId("table-call-4")).queryByRole("button", { name: /Acknowledge/ })).not.toBeInTheDocument();

    await user.click(within(screen.getByTestId("table-call-4")).getByRole("button", { name: "Resolve table 4" }));
    expect(await screen.findByText("No table is calling right now.")).toBeInTheDocument();
    expect(updates).toEqual([{ status: "acknowledged" }, { status: "resolved" }]);
  });
});
