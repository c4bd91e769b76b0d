import type { Restaurant } from "@tavola/contracts";
import { Store, Truck } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { ChoiceCard } from "./choice-card";

/** Delivery or pickup, as two radio cards. */
export function FulfilmentField({ field, restaurant }: { field: UseFormRegisterReturn<"fulfilment">; restaurant: Restaurant }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">Delivery or pickup</legend>
      <ChoiceCard
        value="delivery"
        title="Delivery"
        text={`To your door, within ${restaurant.deliveryRadiusKm} km. Fee by distance.`}
        icon={<Truck aria-hidden="true" className="size-4 text-primary" />}
        testId="choice-delivery"
        {...field}
      />
      <ChoiceCard
        value="pickup"
        title="Pickup"
        text={`Collect it at ${restaurant.address}. No delivery fee.`}
        icon={<Store aria-hidden="true" className="size-4 text-primary" />}
        testId="choice-pickup"
        {...field}
      />
    </fieldset>
  );
}
