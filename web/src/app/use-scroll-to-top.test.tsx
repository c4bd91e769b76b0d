import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { useScrollToTop } from "./use-scroll-to-top";

function Probe() {
  useScrollToTop();
  return null;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("useScrollToTop", () => {
  it("leaves the first render alone and opens each other path at its top", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const { location } = renderWithProviders(<Probe />, { path: "/order" });
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => location.navigate("/checkout"));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("a link to an anchor keeps its place", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    window.history.replaceState(null, "", "/#features");
    const { location } = renderWithProviders(<Probe />, { path: "/" });
    act(() => location.navigate("/features"));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
