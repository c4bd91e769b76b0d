import type { CollisionDetection, KeyboardCoordinateGetter } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { columnKeyboardCoordinates, columnUnderCentre } from "./keyboard-coordinates";

const rect = (left: number, height = 600) => ({ left, top: 100, width: 300, height, right: left + 300, bottom: 100 + height });
const columns = new Map([["new", rect(0)], ["contacted", rect(320, 80)], ["quoted", rect(640)]]);
const press = (code: string, over: string | null, stage = "new") => {
  const event = { code, preventDefault: () => {} } as unknown as KeyboardEvent;
  const context = {
    active: { id: "lead-1", data: { current: { lead: { stage } } } },
    droppableRects: columns,
    collisionRect: { ...rect(0), width: 280, top: 400 },
    over: over ? { id: over } : null,
  };
  return columnKeyboardCoordinates(event, { active: "lead-1", currentCoordinates: { x: 0, y: 400 }, context } as unknown as Parameters<KeyboardCoordinateGetter>[1]);
};

describe("keyboard dragging across columns", () => {
  it("carries the card one stage per arrow key, in pipeline order, and stops at the ends", () => {
    expect(press("ArrowRight", "new")).toEqual({ x: 320 + 150 - 140, y: 400 });
    expect(press("ArrowRight", null, "contacted")).toEqual({ x: 640 + 150 - 140, y: 400 });
    expect(press("ArrowLeft", "contacted")).toEqual({ x: 150 - 140, y: 400 });
    expect(press("ArrowLeft", "new")).toBeUndefined();
    expect(press("ArrowRight", "quoted")).toBeUndefined(); // the next column is not on the board
    expect(press("ArrowDown", "new")).toBeUndefined();
  });

  it("drops on the column under the card's centre, however short the column is", () => {
    const containers = [...columns.keys()].map((id) => ({ id }));
    const hit = (left: number) =>
      columnUnderCentre({ collisionRect: { ...rect(left), width: 280, top: 500, bottom: 650 }, droppableRects: columns, droppableContainers: containers } as unknown as Parameters<CollisionDetection>[0]).map((c) => c.id);
    expect(hit(330)).toEqual(["contacted"]);
    expect(hit(10)).toEqual(["new"]);
    expect(hit(2000)).toEqual([]);
  });
});
