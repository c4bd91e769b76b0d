import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyToaster } from "./lazy-toaster";
import { dismissToast, toast } from "./use-toast";

/** Radix's viewport is a labelled region ("Notifications (F8)"), present once the toast code has loaded. */
const viewport = () => screen.queryByRole("region", { name: /notifications/i });

describe("LazyToaster", () => {
  afterEach(() => {
    act(() => dismissToast());
    vi.unstubAllGlobals();
  });

  it("loads nothing while the visitor only looks, and the toast code at the first interaction", async () => {
    // Not when the browser is idle either: here it is idle at once, and looking still fetches nothing.
    const idle = vi.fn((run: IdleRequestCallback) => (run({ didTimeout: false, timeRemaining: () => 50 }), 1));
    vi.stubGlobal("requestIdleCallback", idle);
    vi.stubGlobal("cancelIdleCallback", () => {});
    render(<LazyToaster />);
    // Time for a chunk that had been asked for to arrive.
    await act(async () => await new Promise((r) => setTimeout(r, 200)));
    expect(viewport()).toBeNull();
    fireEvent.pointerDown(document.body);
    expect(await screen.findByRole("region", { name: /notifications/i })).toBeInTheDocument();
  });

  it("shows a toast raised before any interaction once its code has arrived", async () => {
    render(<LazyToaster />);
    act(() => void toast({ title: "Could not load the menu" }));
    expect(await screen.findByText("Could not load the menu")).toBeInTheDocument();
  });
});
