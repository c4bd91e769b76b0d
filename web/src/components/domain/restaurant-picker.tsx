import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { restaurantsQueryOptions } from "@/lib/restaurant-queries";

type RestaurantPickerProps = {
  /** The restaurant on screen (the workspace's). */
  value: string;
  onChange: (restaurantId: string) => void;
  testId?: string;
};

/**
 * Executives manage every restaurant: staff screens (host stand, customer feedback) let them pick which one
 * they look at. Shows nothing until the list has loaded; the screen keeps working on its current restaurant.
 */
export function RestaurantPicker({ value, onChange, testId = "select-restaurant" }: RestaurantPickerProps) {
  const restaurants = useQuery(restaurantsQueryOptions);
  const id = useId();
  if (!restaurants.data) return null;
  return (
    <div className="grid gap-1.5 sm:w-64">
      <Label htmlFor={id}>Restaurant</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {restaurants.data.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name} — {r.city}
          </option>
        ))}
      </Select>
    </div>
  );
}
