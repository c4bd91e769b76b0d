import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "@/test/fake-event-source";
import { useOrderEvents } from "./use-order-events";

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  queryClient = new QueryClient();
});
afterEach(() => vi.unstubAllGlobals());

describe("useOrderEvents when the server ends the stream", () => {
  it("after a sign-out: stops (updates paused) and refetches, so the page shows the session is gone", () => {
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const { result } = renderHook(() => useOrderEvents("o1", false), { wrapper });
    const source = FakeEventSource.instances[0]!;
    act(() => source.onopen?.());
    expect(result.current).toBe("live");
    act(() => source.emit("end", { reason: "signed_out" }));
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(result.current).toBe("offline");
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it("when replaced by a newer stream of the session: stops without refetching", () => {
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const { result } = renderHook(() => useOrderEvents("o1", false), { wrapper });
    const source = FakeEventSource.instances[0]!;
    act(() => source.emit("end", { reason: "replaced" }));
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(result.current).toBe("offline");
    expect(invalidate).not.toHaveBeenCalled();
  });
});
