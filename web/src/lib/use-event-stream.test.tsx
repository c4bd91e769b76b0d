import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "@/test/fake-event-source";
import { useEventStream } from "./use-event-stream";

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.useFakeTimers();
  queryClient = new QueryClient();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderStream() {
  const onOpen = vi.fn();
  const onThing = vi.fn();
  const hook = renderHook(() => useEventStream("/api/things/stream", { onOpen, events: { thing: onThing } }), { wrapper });
  const source = FakeEventSource.instances[0]!;
  act(() => source.onopen?.());
  return { hook, source, onOpen, onThing };
}

describe("useEventStream when the server ends the stream", () => {
  it.each(["signed_out", "forbidden"])("after %s: closes for good, says stopped and refetches every query", (reason) => {
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const { hook, source } = renderStream();
    expect(hook.result.current).toBe("live");
    act(() => source.emit("end", { reason }));
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(hook.result.current).toBe("stopped");
    expect(invalidate).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(120_000));
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it("after replaced (too many streams of this session): reopens once, 30 s later", () => {
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const { hook, source, onOpen } = renderStream();
    act(() => source.emit("end", { reason: "replaced" }));
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(hook.result.current).toBe("reconnecting");
    act(() => void vi.advanceTimersByTime(29_000));
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => FakeEventSource.instances[1]!.onopen?.());
    expect(hook.result.current).toBe("live");
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("ignores an end event it does not understand, and still delivers the stream's events", () => {
    const { source, onThing } = renderStream();
    act(() => source.emit("end", { reason: "something-new" }));
    expect(source.readyState).not.toBe(FakeEventSource.CLOSED);
    act(() => source.emit("thing", { n: 1 }));
    expect(onThing).toHaveBeenCalledTimes(1);
  });

  it("does not reopen a replaced stream after unmounting", () => {
    const { hook, source } = renderStream();
    act(() => source.emit("end", { reason: "replaced" }));
    hook.unmount();
    act(() => void vi.advanceTimersByTime(60_000));
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
