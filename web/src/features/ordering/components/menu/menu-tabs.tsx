import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, type MenuCategory, type MenuItem } from "@tavola/contracts";
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { MenuItemCard } from "./menu-item-card";

type MenuTabsProps = {
  items: readonly MenuItem[];
  quantityOf: (menuItemId: string) => number;
  canAdd: (menuItemId: string) => boolean;
  onAdd: (item: MenuItem) => void;
  onRemove: (item: MenuItem) => void;
};

/** Spec (Order Online): tabs Starters, Main Courses, Desserts, each a grid of dish cards. */
export function MenuTabs({ items, quantityOf, canAdd, onAdd, onRemove }: MenuTabsProps) {
  const [tab, setTab] = useState<MenuCategory>("starters");
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as MenuCategory)}>
      <TabsList aria-label="Menu categories">
        {MENU_CATEGORIES.map((c) => (
          <TabsTrigger key={c} value={c} data-testid={`tab-${c}`}>
            {MENU_CATEGORY_LABELS[c]}
          </TabsTrigger>
        ))}
      </TabsList>
      {MENU_CATEGORIES.map((c) => {
        const dishes = items.filter((i) => i.category === c);
        return (
          <TabsContent key={c} value={c}>
            {dishes.length === 0 ? (
              <p className="rounded-xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">No {MENU_CATEGORY_LABELS[c].toLowerCase()} on this menu yet.</p>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2" aria-label={MENU_CATEGORY_LABELS[c]}>
                {dishes.map((item) => (
                  <li key={item.id}>
                    <MenuItemCard
                      item={item}
                      quantity={quantityOf(item.id)}
                      canAdd={item.available && canAdd(item.id)}
                      onAdd={() => onAdd(item)}
                      onRemove={() => onRemove(item)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
