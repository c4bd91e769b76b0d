import { act, renderHook } from "@testing-library/react";
import { TOAST_LIMIT } from "@tavola/contracts";
import { describe, expect, it } from "vitest";
import { dismissToast, reduceToasts, toast, useToast } from "./use-toast";

describe("toast store", () => {
  it("keeps at most one toast, the newest", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second" });
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]?.title).toBe("Second");
    act(() => dismissToast());
    expect(result.current.toasts[0]?.open).toBe(false);
  });

  it("removes a toast by id", () => {
    const state = { toasts: [{ id: "1", title: "A" }] };
    expect(reduceToasts(state, { type: "REMOVE", toastId: "1" }).toasts).toEqual([]);
  });
});
