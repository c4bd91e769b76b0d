import type { Menu } from "@tavola/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { menuQueryOptions } from "./restaurant-queries";
import { useEventStream } from "./use-event-stream";

type AvailabilityItem = { id: string; soldOut: boolean; available: boolean };

/** The event's items, or null for anything else (the stream is public; a stray frame changes nothing). */
export function parseAvailability(data: string): AvailabilityItem[] | null {
  try {
    const items = (JSON.parse(data) as { items?: unknown }).items;
    if (!Array.isArray(items)) return null;
    return items.filter(
      (i): i is AvailabilityItem => typeof i === "object" && i !== null && typeof i.id === "string" && typeof i.soldOut === "boolean" && typeof i.available === "boolean",
    );
  } catch {
    return null;
  }
}

/** The menu with these dishes 86'd or back, as the server said. */
export function applyAvailability(menu: Menu, items: readonly AvailabilityItem[]): Menu {
  const byId = new Map(items.map((i) => [i.id, i]));
  if (!menu.items.some((m) => byId.has(m.id))) return menu;
  return { ...menu, items: menu.items.map((m) => (byId.has(m.id) ? { ...m, soldOut: byId.get(m.id)!.soldOut, available: byId.get(m.id)!.available } : m)) };
}

/**
 * Keeps an open menu (/order, a table's menu) true to the kitchen's stock: the restaurant's public menu stream says
 * when dishes are 86'd or come back, and the cached menu is patched in place — no reload, no refetch per event.
 * Each (re)open refetches the menu, catching up on whatever happened while the stream was not listening.
 */
export function useLiveMenu(restaurantId: string | null | undefined): void {
  const queryClient = useQueryClient();
  const key = menuQueryOptions(restaurantId ?? "").queryKey;
  useEventStream(restaurantId ? `/api/restaurants/${encodeURIComponent(restaurantId)}/menu/stream` : "", {
    onOpen: () => void queryClient.invalidateQueries({ queryKey: key }),
    events: {
      availability: (event) => {
        const items = parseAvailability(event.data);
        if (items?.length) queryClient.setQueryData<Menu>(key, (menu) => (menu ? applyAvailability(menu, items) : menu));
      },
    },
  });
}
