import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { columnKeyboardCoordinates } from "./keyboard-coordinates";

const rect = (left: number) => ({ left, top: 100, width: 300, height: 600, right: left + 300, bottom: 700 });
const columns = new Map([["new", rect(0)], ["contacted", rect(320)], ["quoted", rect(640)]]);
const press = (code: string, at: number) => {
  const event = { code, preventDefault: () => {} } as unknown as KeyboardEvent;
  const args = { active: "lead-1", currentCoordinates: { x: at, y: 120 }, context: { droppableRects: columns, collisionRect: { ...rect(at), width: 280, top: 120 } } };
  return columnKeyboardCoordinates(event, args as unknown as Parameters<KeyboardCoordinateGetter>[1]);
};

describe("keyboard dragging across columns", () => {
  it("jumps one column per arrow key and stops at the ends", () => {
    expect(press("ArrowRight", 10)).toEqual({ x: 320 + 150 - 140, y: 120 });
    expect(press("ArrowLeft", 330)).toEqual({ x: 150 - 140, y: 120 });
    expect(press("ArrowLeft", 10)).toBeUndefined();
    expect(press("ArrowRight", 650)).toBeUndefined();
    expect(press("ArrowDown", 10)).toBeUndefined();
  });
});
