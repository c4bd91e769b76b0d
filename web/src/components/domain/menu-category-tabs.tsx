import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, type MenuCategory, type MenuItem } from "@tavola/contracts";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";

type MenuCategoryTabsProps = {
  items: readonly MenuItem[];
  value: MenuCategory;
  onValueChange: (category: MenuCategory) => void;
  /** One dish in its category's grid. */
  renderItem: (item: MenuItem) => ReactNode;
  /** The grid's gap (the dish cards and the table's dish rows differ). */
  gapClassName: string;
};

/** The menu as tabs Starters, Main Courses, Desserts, each a grid of dishes (or a line saying there are none yet). */
export function MenuCategoryTabs({ items, value, onValueChange, renderItem, gapClassName }: MenuCategoryTabsProps) {
  return (
    <Tabs value={value} onValueChange={(v) => onValueChange(v as MenuCategory)}>
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
              <ul className={cn("grid", gapClassName, "md:grid-cols-2")} aria-label={MENU_CATEGORY_LABELS[c]}>
                {dishes.map((item) => (
                  <li key={item.id}>{renderItem(item)}</li>
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
