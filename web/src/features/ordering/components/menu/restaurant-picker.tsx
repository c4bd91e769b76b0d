import type { Restaurant } from "@tavola/contracts";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";

/** Which restaurant's menu is shown; a native select keeps it keyboard- and mobile-friendly. */
export function RestaurantPicker({ restaurants, value, onChange }: { restaurants: readonly Restaurant[]; value: string | null; onChange: (id: string) => void }) {
  const id = useId();
  return (
    <div className="grid w-full gap-2 sm:w-80">
      <Label htmlFor={id}>Restaurant</Label>
      <Select id={id} value={value ?? ""} onChange={(e) => onChange(e.target.value)} data-testid="select-restaurant">
        {value === null ? <option value="">Choose a restaurant</option> : null}
        {restaurants.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name} — {r.cuisine}, {r.city}
            {r.isOpen ? "" : " (closed)"}
          </option>
        ))}
      </Select>
    </div>
  );
}
