import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

/**
 * Keyboard dragging between columns: with a card picked up (Space or Enter), ArrowRight/ArrowLeft jump to the
 * centre of the next column in that direction (instead of nudging 25 px at a time), so a lead moves one stage per
 * key press; Space or Enter drops it there, Escape puts it back.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context: { droppableRects, collisionRect } }) => {
  if (event.code !== "ArrowRight" && event.code !== "ArrowLeft") return undefined;
  if (!collisionRect) return undefined;
  event.preventDefault();
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = [...droppableRects.values()].sort((a, b) => a.left - b.left);
  const target =
    event.code === "ArrowRight"
      ? columns.find((r) => r.left + r.width / 2 > centre + 1)
      : [...columns].reverse().find((r) => r.left + r.width / 2 < centre - 1);
  if (!target) return undefined;
  return { x: target.left + target.width / 2 - collisionRect.width / 2, y: collisionRect.top };
};
