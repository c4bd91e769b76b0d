import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";

describe("Tooltip", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens after the spec's 700 ms delay, not before", () => {
    render(
      <Tooltip>
        <TooltipTrigger>Points</TooltipTrigger>
        <TooltipContent>Earn 10 points per dollar</TooltipContent>
      </Tooltip>,
    );
    fireEvent.pointerMove(screen.getByText("Points"), { pointerType: "mouse" });
    act(() => void vi.advanceTimersByTime(650));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => void vi.advanceTimersByTime(100));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Earn 10 points per dollar");
  });
});
