import type { CollisionDetection, KeyboardCoordinateGetter } from "@dnd-kit/core";
import { LEAD_STAGES } from "@tavola/contracts";

/**
 * Keyboard dragging between columns: with a card picked up (Space or Enter on its grip), ArrowRight/ArrowLeft
 * carry it to the next or previous stage's column (in pipeline order, not by nudging 25 px at a time), so a lead
 * moves one stage per key press; Space or Enter drops it there, Escape puts it back.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context: { active, droppableRects, collisionRect, over } }) => {
  if (event.code !== "ArrowRight" && event.code !== "ArrowLeft") return undefined;
  if (!collisionRect) return undefined;
  event.preventDefault();
  // The column it is over, else the one it came from (its lead's stage, carried in the draggable's data).
  const from = (over?.id ?? (active?.data.current as { lead?: { stage?: string } } | undefined)?.lead?.stage) as (typeof LEAD_STAGES)[number];
  const index = LEAD_STAGES.indexOf(from);
  const next = LEAD_STAGES[index + (event.code === "ArrowRight" ? 1 : -1)];
  const target = next ? droppableRects.get(next) : undefined;
  if (index < 0 || !target) return undefined;
  return { x: target.left + target.width / 2 - collisionRect.width / 2, y: collisionRect.top };
};

/**
 * A card is over the column under its centre, whatever its height: columns stand side by side, so only the
 * horizontal position decides (a card carried to a short, empty column still lands in it).
 */
export const columnUnderCentre: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers }) => {
  const centre = collisionRect.left + collisionRect.width / 2;
  const hit = droppableContainers.find((c) => {
    const r = droppableRects.get(c.id);
    return r !== undefined && centre >= r.left && centre <= r.right;
  });
  return hit ? [{ id: hit.id, data: { droppableContainer: hit, value: 0 } }] : [];
};
