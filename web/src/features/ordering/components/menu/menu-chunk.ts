/**
 * The restaurant menu's chunk (tabs, options dialog, cart, live menu stream). `/order` opens on the browse list,
 * which needs none of it, so it loads when a menu is shown or the customer reaches for a card — not during the
 * first paint, where its script time would count against issue 14's blocking-time budget.
 */
export const loadRestaurantMenu = () => import("./restaurant-menu");

let prefetched = false;
/** Called on the first pointer, touch or focus over the restaurant cards: the menu is then ready by the tap. */
export function prefetchRestaurantMenu() {
  if (prefetched) return;
  prefetched = true;
  void loadRestaurantMenu().catch(() => {
    prefetched = false;
  });
}
