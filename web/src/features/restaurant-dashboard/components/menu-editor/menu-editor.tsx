import { groupRuleLabel, MENU_CATEGORIES, MENU_CATEGORY_LABELS, type ManagedCategory, type ManagedMenuItem, type MenuCategory } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage, getErrorStatus } from "@/lib/api-client";
import { formatCents } from "@/lib/format";
import { managedMenuQueryOptions, useAddCategory, useDeleteCategory, useReorderCategories } from "../../api/menu-admin";
import { DishFormDialog } from "./dish-form-dialog";
import { DishPhoto } from "./dish-photo";

/**
 * The Menu tab's editor, for the restaurant's owner and managers (the server decides: anyone else gets 403 and sees
 * the availability switches only): categories in their order, each with its dishes, and a dish form with options.
 */
export function MenuEditor({ restaurantId }: { restaurantId: string }) {
  const menu = useQuery(managedMenuQueryOptions(restaurantId));
  const [editing, setEditing] = useState<{ dish: ManagedMenuItem | null; categoryId: string } | null>(null);
  const reorder = useReorderCategories(restaurantId);
  const remove = useDeleteCategory(restaurantId);
  if (menu.isError) return getErrorStatus(menu.error) === 403 ? null : <p role="alert" className="text-destructive">{getErrorMessage(menu.error)}</p>;
  if (menu.isPending) return <p className="text-muted-foreground" aria-busy="true">Loading the menu…</p>;
  const { categories } = menu.data;

  function move(index: number, by: -1 | 1) {
    const ids = categories.map((c) => c.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate(ids, { onError: (e) => toast({ variant: "destructive", title: "Couldn't reorder", description: getErrorMessage(e) }) });
  }

  return (
    <section aria-labelledby="menu-editor-title" className="grid gap-5" data-testid="menu-editor">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="menu-editor-title" className="text-xl font-semibold">
            Edit the menu
          </h2>
          <p className="text-sm text-muted-foreground">Categories show in this order; each belongs to a course (the tabs guests see).</p>
        </div>
        <AddCategoryForm restaurantId={restaurantId} />
      </div>
      <ol className="grid gap-4">
        {categories.map((c, i) => (
          <li key={c.id} className="grid gap-3 rounded-xl border p-4" data-testid={`category-${c.name}`}>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-lg font-semibold">{c.name}</h3>
              <Badge variant="secondary">{MENU_CATEGORY_LABELS[c.course]}</Badge>
              <span className="ml-auto flex gap-1">
                <Button variant="ghost" size="icon" className="size-11" disabled={i === 0 || reorder.isPending} onClick={() => move(i, -1)} aria-label={`Move ${c.name} up`}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon" className="size-11" disabled={i === categories.length - 1 || reorder.isPending} onClick={() => move(i, 1)} aria-label={`Move ${c.name} down`}>
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-11"
                  disabled={c.items.length > 0}
                  title={c.items.length > 0 ? "Move or remove its dishes first" : undefined}
                  onClick={() => remove.mutate(c.id, { onError: (e) => toast({ variant: "destructive", title: `Couldn't remove ${c.name}`, description: getErrorMessage(e) }) })}
                  aria-label={`Remove ${c.name}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </span>
            </div>
            <DishList restaurantId={restaurantId} category={c} onEdit={(dish) => setEditing({ dish, categoryId: c.id })} />
            <Button variant="outline" className="justify-self-start" onClick={() => setEditing({ dish: null, categoryId: c.id })} data-testid={`button-add-dish-${c.name}`}>
              <Plus aria-hidden="true" /> Add dish to {c.name}
            </Button>
          </li>
        ))}
      </ol>
      <DishFormDialog restaurantId={restaurantId} categories={categories} editing={editing} onClose={() => setEditing(null)} />
    </section>
  );
}

function DishList({ restaurantId, category, onEdit }: { restaurantId: string; category: ManagedCategory; onEdit: (dish: ManagedMenuItem) => void }) {
  if (category.items.length === 0) return <p className="text-sm text-muted-foreground">No dishes yet.</p>;
  return (
    <ul className="grid gap-2">
      {category.items.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-muted/40 px-3 py-2">
          <span className="font-medium">{d.name}</span>
          <span className="tabular-nums text-muted-foreground">{formatCents(d.priceCents)}</span>
          {d.available ? null : <Badge variant="secondary">Sold out</Badge>}
          {d.modifierGroups.length ? (
            <span className="text-sm text-muted-foreground">{d.modifierGroups.map((g) => `${g.name}: ${groupRuleLabel(g).toLowerCase()}`).join(" · ")}</span>
          ) : null}
          <Button variant="ghost" size="sm" className="ml-auto min-h-11" onClick={() => onEdit(d)} aria-label={`Edit ${d.name}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
          <DishPhoto restaurantId={restaurantId} dish={d} course={category.course} />
        </li>
      ))}
    </ul>
  );
}

function AddCategoryForm({ restaurantId }: { restaurantId: string }) {
  const add = useAddCategory(restaurantId);
  const [name, setName] = useState("");
  const [course, setCourse] = useState<MenuCategory>("mains");
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-wrap items-start gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) return setError("Category name is required");
        add.mutate({ name, course }, { onSuccess: () => (setName(""), setError(null)), onError: (err) => setError(getErrorMessage(err)) });
      }}
    >
      <div className="grid gap-1">
        <Input value={name} maxLength={60} placeholder="New category" aria-label="New category name" aria-invalid={!!error} aria-describedby={error ? "category-error" : undefined} onChange={(e) => setName(e.target.value)} />
        {error ? (
          <p id="category-error" className="text-sm text-destructive" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <Select value={course} onChange={(e) => setCourse(e.target.value as MenuCategory)} aria-label="Course">
        {MENU_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {MENU_CATEGORY_LABELS[c]}
          </option>
        ))}
      </Select>
      <Button type="submit" disabled={add.isPending}>
        <Plus aria-hidden="true" /> Add category
      </Button>
    </form>
  );
}
