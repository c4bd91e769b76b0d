import type { Restaurant } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { useSearch } from "wouter";
import { restaurantsQueryOptions } from "./restaurant-queries";

/**
 * The restaurant a catering form was opened for (`?restaurant=<slug or id>`), so the request goes to its team;
 * null when none is named or the name matches no restaurant (the catering managers then assign the request).
 */
export function useRequestedRestaurant(): Pick<Restaurant, "id" | "name"> | null {
  const wanted = new URLSearchParams(useSearch()).get("restaurant");
  const list = useQuery({ ...restaurantsQueryOptions, enabled: Boolean(wanted) });
  if (!wanted || !list.data) return null;
  const r = list.data.find((x) => x.id === wanted || x.slug === wanted);
  return r ? { id: r.id, name: r.name } : null;
}
