import { DIETARY_OPTIONS, KITCHEN_STATION_LABELS, KITCHEN_STATIONS, type ManagedCategory, type ManagedMenuItem, menuItemInputSchema, type MenuItemInput } from "@tavola/contracts";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { parseApiError } from "@/lib/api-error";
import { useSaveDish } from "../../api/menu-admin";
import { centsToDollars, dollarsToCents } from "../../lib/dollars";
import { type GroupDraft, ModifierGroupsEditor } from "./modifier-groups-editor";

type Props = {
  restaurantId: string;
  categories: readonly ManagedCategory[];
  /** The dish to edit, or a category to add a new dish to. */
  editing: { dish: ManagedMenuItem | null; categoryId: string } | null;
  onClose: () => void;
};

const toDrafts = (dish: ManagedMenuItem | null): GroupDraft[] =>
  (dish?.modifierGroups ?? []).map((g) => ({
    id: g.id,
    name: g.name,
    min: String(g.minSelect),
    max: String(g.maxSelect),
    options: g.options.map((o) => ({ id: o.id, name: o.name, delta: centsToDollars(o.priceDeltaCents), available: o.available })),
  }));

const wholeNumber = (s: string) => (/^\s*\d{1,4}\s*$/.test(s) ? Number(s) : Number.NaN);

/** Add or edit a dish: name, description, price, dietary tags, prep time, station, availability and its options. */
export function DishFormDialog({ restaurantId, categories, editing, onClose }: Props) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] max-w-2xl overflow-y-auto" data-testid="dialog-dish-form">
        {editing ? <DishForm key={editing.dish?.id ?? "new"} restaurantId={restaurantId} categories={categories} dish={editing.dish} categoryId={editing.categoryId} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DishForm({ restaurantId, categories, dish, categoryId, onDone }: { restaurantId: string; categories: readonly ManagedCategory[]; dish: ManagedMenuItem | null; categoryId: string; onDone: () => void }) {
  const save = useSaveDish(restaurantId);
  const [form, setForm] = useState({
    categoryId: dish?.categoryId ?? categoryId,
    name: dish?.name ?? "",
    description: dish?.description ?? "",
    price: dish ? centsToDollars(dish.priceCents) : "",
    dietaryTags: dish?.dietaryTags ?? [],
    prepMinutes: String(dish?.prepMinutes ?? 15),
    station: dish?.station ?? "kitchen",
    available: dish?.available ?? true,
    servedFrom: dish?.servedFrom ?? "",
    servedUntil: dish?.servedUntil ?? "",
  });
  const [groups, setGroups] = useState<GroupDraft[]>(() => toDrafts(dish));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const input: MenuItemInput = {
      categoryId: form.categoryId,
      name: form.name,
      description: form.description,
      priceCents: dollarsToCents(form.price) ?? Number.NaN,
      dietaryTags: form.dietaryTags as MenuItemInput["dietaryTags"],
      prepMinutes: wholeNumber(form.prepMinutes),
      station: form.station as MenuItemInput["station"],
      available: form.available,
      servedFrom: form.servedFrom || null,
      servedUntil: form.servedUntil || null,
      modifierGroups: groups.map((g) => ({
        ...(g.id ? { id: g.id } : {}),
        name: g.name,
        minSelect: wholeNumber(g.min),
        maxSelect: wholeNumber(g.max),
        options: g.options.map((o) => ({ ...(o.id ? { id: o.id } : {}), name: o.name, priceDeltaCents: dollarsToCents(o.delta, true) ?? Number.NaN, available: o.available })),
      })),
    };
    // The same schema the server checks with: a mistake is shown before anything is sent.
    const parsed = menuItemInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join(".") || "_form", i.path[0] === "priceCents" && Number.isNaN(input.priceCents) ? "Enter a price like 12.50" : i.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { id: dish?.id ?? null, input },
      {
        onSuccess: (saved) => {
          toast({ title: dish ? `${saved.name} saved` : `${saved.name} added to the menu` });
          onDone();
        },
        onError: (error) => {
          const parsedError = parseApiError(error);
          setErrors({ _form: parsedError.message, ...Object.fromEntries(Object.entries(parsedError.fieldErrors).map(([k, v]) => [k, v[0] ?? ""])) });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{dish ? `Edit ${dish.name}` : "Add a dish"}</DialogTitle>
        <DialogDescription>Guests see changes on the menu as soon as you save.</DialogDescription>
      </DialogHeader>
      {errors._form ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {errors._form}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Dish name" required error={errors.name}>
          <Input value={form.name} maxLength={80} onChange={(e) => set({ name: e.target.value })} data-testid="input-dish-name" />
        </FormField>
        <FormField label="Category" required error={errors.categoryId}>
          <Select value={form.categoryId} onChange={(e) => set({ categoryId: e.target.value })}>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField label="Description" error={errors.description}>
        <Textarea value={form.description} maxLength={500} rows={2} onChange={(e) => set({ description: e.target.value })} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Price ($)" required error={errors.priceCents}>
          <Input value={form.price} inputMode="decimal" placeholder="14.00" onChange={(e) => set({ price: e.target.value })} data-testid="input-dish-price" />
        </FormField>
        <FormField label="Prep time (min)" error={errors.prepMinutes}>
          <Input value={form.prepMinutes} inputMode="numeric" onChange={(e) => set({ prepMinutes: e.target.value })} />
        </FormField>
        <FormField label="Station" error={errors.station}>
          <Select value={form.station} onChange={(e) => set({ station: e.target.value })}>
            {KITCHEN_STATIONS.map((s) => (
              <option key={s} value={s}>
                {KITCHEN_STATION_LABELS[s]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">Dietary</legend>
        <div className="flex flex-wrap gap-x-4">
          {DIETARY_OPTIONS.map((tag) => (
            <label key={tag} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={form.dietaryTags.includes(tag)}
                onChange={(e) => set({ dietaryTags: e.target.checked ? [...form.dietaryTags, tag] : form.dietaryTags.filter((t) => t !== tag) })}
              />
              {tag}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" checked={form.available} onChange={(e) => set({ available: e.target.checked })} />
        Available to order
      </label>
      {/* Breakfast until 11:00: on the restaurant's clock; empty both for all day. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Served from" error={errors.servedFrom} description="Empty: from opening">
          <Input type="time" value={form.servedFrom} onChange={(e) => set({ servedFrom: e.target.value })} data-testid="input-served-from" />
        </FormField>
        <FormField label="Served until" error={errors.servedUntil} description="Empty: until closing">
          <Input type="time" value={form.servedUntil} onChange={(e) => set({ servedUntil: e.target.value })} data-testid="input-served-until" />
        </FormField>
      </div>
      <ModifierGroupsEditor groups={groups} onChange={setGroups} errors={errors} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="button-save-dish">
          {save.isPending ? "Saving…" : dish ? "Save dish" : "Add dish"}
        </Button>
      </DialogFooter>
    </form>
  );
}
