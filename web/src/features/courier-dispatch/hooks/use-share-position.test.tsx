import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEND_MAX_SECONDS, SEND_MIN_METRES, SEND_MIN_SECONDS, shouldSend, useSharePosition } from "./use-share-position";

const JOB = "00000000-0000-4000-8000-0000000000a1";
const START = { lat: 40.72, lng: -74 };
/** A point `metres` north of the start (one degree of latitude is ~111.2 km). */
const north = (metres: number) => ({ lat: START.lat + metres / 111_195, lng: START.lng });
const T0 = Date.parse("2026-11-27T12:00:00.000Z");

describe("shouldSend (the cadence's decision)", () => {
  const last = { ...START, at: T0 };
  const at = (seconds: number, metres: number) => ({ ...north(metres), at: T0 + seconds * 1000 });
  it("sends the first fix", () => expect(shouldSend(null, at(0, 0))).toBe(true));
  it("sends after 25 m and 5 s, not sooner and not for less", () => {
    expect(shouldSend(last, at(SEND_MIN_SECONDS, SEND_MIN_METRES + 1))).toBe(true);
    expect(shouldSend(last, at(SEND_MIN_SECONDS - 0.1, 500))).toBe(false);
    expect(shouldSend(last, at(SEND_MIN_SECONDS + 5, SEND_MIN_METRES - 2))).toBe(false);
  });
  it("sends every 15 s whatever the movement", () => {
    expect(shouldSend(last, at(SEND_MAX_SECONDS - 0.1, 0))).toBe(false);
    expect(shouldSend(last, at(SEND_MAX_SECONDS, 0))).toBe(true);
  });
});

type Watcher = { ok: PositionCallback; fail: PositionErrorCallback };
let watcher: Watcher | null;
const clearWatch = vi.fn();
const fetchMock = vi.fn<typeof fetch>();
const setGeolocation = (value: unknown) => Object.defineProperty(navigator, "geolocation", { value, configurable: true });

beforeEach(() => {
  vi.useFakeTimers({ now: T0, toFake: ["setTimeout", "clearTimeout", "Date"] });
  watcher = null;
  clearWatch.mockReset();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ recordedAt: new Date().toISOString() }), { status: 200, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetchMock);
  setGeolocation({
    watchPosition: vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
      watcher = { ok, fail };
      return 7;
    }),
    clearWatch,
  });
});
afterEach(() => {
  cleanup(); // unmount while the fake geolocation is still there
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setGeolocation(undefined);
});

/** The phone reports a fix `metres` north of the start, then promises (the send) settle. */
const report = async (metres: number, accuracy = 8.4) => {
  await act(async () => {
    const p = north(metres);
    watcher!.ok({ coords: { latitude: p.lat, longitude: p.lng, accuracy }, timestamp: Date.now() } as GeolocationPosition);
    await vi.advanceTimersByTimeAsync(0);
  });
};
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => {
    expect(url).toBe(`/api/dispatch/runs/${JOB}/positions`);
    expect(init?.method).toBe("POST");
    return JSON.parse(String(init?.body)) as { lat: number; lng: number; accuracyM: number };
  });

describe("useSharePosition", () => {
  it("sends the first fix at once, then a moving courier's fix once 25 m and 5 s have passed", async () => {
    const { result } = renderHook(() => useSharePosition(JOB));
    expect(result.current).toEqual({ status: "starting", lastSentAt: null });
    await report(0);
    expect(sent()).toEqual([{ ...north(0), accuracyM: 8 }]);
    expect(result.current).toEqual({ status: "sharing", lastSentAt: T0 });

    await wait(5_000);
    await report(10); // 5 s, but only 10 m: kept
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await wait(1_000);
    await report(40); // 6 s and 40 m: sent
    expect(sent().at(-1)).toEqual({ ...north(40), accuracyM: 8 });
    expect(result.current.lastSentAt).toBe(T0 + 6_000);
  });

  it("a fix 25 m on but sooner than 5 s goes when the 5 s are up, the newest one, even if the phone reports nothing more", async () => {
    renderHook(() => useSharePosition(JOB));
    await report(0);
    await wait(2_000);
    await report(30);
    await wait(1_000);
    await report(60); // 3 s after the send: waits for the 5 s mark
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await wait(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(sent()).toEqual([{ ...north(0), accuracyM: 8 }, { ...north(60), accuracyM: 8 }]);
  });

  it("a courier standing still is sent every 15 s", async () => {
    renderHook(() => useSharePosition(JOB));
    await report(0);
    for (let s = 3; s < 15; s += 3) {
      await wait(3_000);
      await report(5);
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await wait(3_000); // 15 s
    await report(5);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await wait(120_000); // no trailing send for a courier who did not move 25 m
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("a refused send does not count: the next fix goes at once", async () => {
    fetchMock.mockResolvedValueOnce(new Response("Too many positions", { status: 429 }));
    const { result } = renderHook(() => useSharePosition(JOB));
    await report(0);
    expect(result.current.status).toBe("starting");
    await wait(1_000);
    await report(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ status: "sharing", lastSentAt: T0 + 1_000 });
  });

  it("says when the location is denied or unavailable, and stops watching when the run ends", async () => {
    const { result, rerender } = renderHook(({ job }) => useSharePosition(job), { initialProps: { job: JOB as string | null } });
    act(() => watcher!.fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: "denied" } as GeolocationPositionError));
    expect(result.current.status).toBe("denied");
    act(() => watcher!.fail({ code: 3, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: "timeout" } as GeolocationPositionError));
    expect(result.current.status).toBe("unavailable");
    rerender({ job: null });
    expect(clearWatch).toHaveBeenCalledWith(7);
  });

  it("a pending fix is not sent after the run ends; a phone without geolocation is unavailable", async () => {
    const { unmount } = renderHook(() => useSharePosition(JOB));
    await report(0);
    await wait(1_000);
    await report(50);
    unmount();
    await wait(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    setGeolocation(undefined);
    const { result } = renderHook(() => useSharePosition(JOB));
    expect(result.current.status).toBe("unavailable");
  });
});
