import { useId } from "react";
import { Select } from "@/components/ui/select";

type Ref = { id: string; name: string };

/** The restaurants the caller may see (all for executives, their own for an owner), or all of them together. */
export function RestaurantFilter({ restaurants, value, onChange }: { restaurants: readonly Ref[]; value: string | null; onChange: (id: string | null) => void }) {
  const id = useId();
  return (
    <label htmlFor={id} className="grid gap-1 text-sm">
      <span>Restaurant</span>
      <Select id={id} value={value ?? ""} onChange={(e) => onChange(e.target.value || null)} data-testid="select-analytics-restaurant" className="sm:w-60">
        <option value="">{restaurants.length === 1 ? restaurants[0]!.name : "All restaurants"}</option>
        {restaurants.length > 1 && restaurants.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
      </Select>
    </label>
  );
}
