import type { MenuCategory, MenuItem } from "@tavola/contracts";
import { useState } from "react";
import { MenuCategoryTabs } from "@/components/domain/menu-category-tabs";
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
    <MenuCategoryTabs
      items={items}
      value={tab}
      onValueChange={setTab}
      gapClassName="gap-4"
      renderItem={(item) => (
        <MenuItemCard
          item={item}
          quantity={quantityOf(item.id)}
          canAdd={item.available && canAdd(item.id)}
          onAdd={() => onAdd(item)}
          onRemove={() => onRemove(item)}
        />
      )}
    />
  );
}
