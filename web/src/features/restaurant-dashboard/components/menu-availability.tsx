import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, type MenuItem } from "@tavola/contracts";
import { formatCents } from "@/lib/format";
import { useSetItemAvailability } from "../api/dashboard-mutations";
import { SettingSwitch } from "./setting-switch";

/** Sold-out switches for every dish, by menu category; a change reaches customers' menus at once. */
export function MenuAvailability({ restaurantId, menu }: { restaurantId: string; menu: readonly MenuItem[] }) {
  const setAvailability = useSetItemAvailability(restaurantId);
  const unavailable = menu.filter((m) => !m.available).length;

  return (
    <div className="grid gap-6" data-testid="menu-availability">
      <p className="text-muted-foreground">
        {unavailable === 0
          ? "Everything on the menu is available."
          : `${unavailable} ${unavailable === 1 ? "item is" : "items are"} marked unavailable: customers see them as sold out.`}
      </p>
      {MENU_CATEGORIES.map((category) => {
        const items = menu.filter((m) => m.category === category);
        if (items.length === 0) return null;
        const headingId = `menu-${category}-title`;
        return (
          <section key={category} aria-labelledby={headingId} className="grid gap-3">
            <h3 id={headingId} className="text-lg font-semibold">
              {MENU_CATEGORY_LABELS[category]}
            </h3>
            <ul className="grid gap-2 md:grid-cols-2 xl:grid-cols-3">
              {items.map((item) => (
                <li key={item.id}>
                  <SettingSwitch
                    label={item.name}
                    description={`${formatCents(item.priceCents)} · ${item.available ? "Available" : "Sold out"}`}
                    checked={item.available}
                    onCheckedChange={(available) => setAvailability.mutate({ item, available })}
                    testId={`switch-item-${item.id}`}
                    className={item.available ? undefined : "bg-muted/60"}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
