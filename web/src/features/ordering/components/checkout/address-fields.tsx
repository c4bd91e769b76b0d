import type { Restaurant, SavedAddress } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { LocateFixed, MapPin } from "lucide-react";
import { useEffect, useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { InlineAlert } from "@/components/domain/state-panels";
import { savedAddressesQueryOptions } from "../../api/checkout-api";
import type { CheckoutFormValues } from "../../lib/checkout-form";
import { ADDRESS_COUNTRIES, CURRENT_LOCATION_ID, presetsForCity, SAVED_LOCATION_ID } from "../../lib/locations";
import { type AddressChoice, SavedAddresses } from "./saved-addresses";

type AddressFieldsProps = {
  form: UseFormReturn<CheckoutFormValues>;
  restaurant: Restaurant;
  /** The server's word on this address (e.g. 422 outside the delivery area). */
  serverError: string | undefined;
};

const GEO_TIMEOUT_MS = 10_000;

/**
 * The delivery address: one the customer ordered to before (the last used is chosen for them, fields filled
 * in), or a new one. Without a map, a new address's pin is the city centre, a neighbourhood, or the browser's
 * own location; the server prices the distance from it and refuses pins outside the restaurant's radius.
 */
export function AddressFields({ form, restaurant, serverError }: AddressFieldsProps) {
  const { register, setValue, getValues, control, formState } = form;
  const { errors } = formState;
  const locationId = useWatch({ control, name: "locationId" });
  const presets = presetsForCity(restaurant.city, restaurant);
  const [geo, setGeo] = useState<{ pending: boolean; error: string | null }>({ pending: false, error: null });
  const saved = useQuery(savedAddressesQueryOptions);
  const [choice, setChoice] = useState<AddressChoice | null>(null);

  function applyAddress(next: AddressChoice, addresses: readonly SavedAddress[]) {
    setChoice(next);
    const opts = { shouldValidate: formState.isSubmitted };
    if (next === "new") {
      const centre = presets[0];
      setValue("line1", "", opts);
      setValue("postalCode", "", opts);
      setValue("city", restaurant.city, opts);
      setValue("country", restaurant.country, opts);
      if (centre) {
        setValue("locationId", centre.id);
        setValue("lat", centre.lat);
        setValue("lng", centre.lng);
      }
      return;
    }
    const a = addresses[next];
    if (!a) return;
    setValue("line1", a.line1, opts);
    setValue("city", a.city, opts);
    setValue("postalCode", a.postalCode ?? "", opts);
    setValue("country", a.country, opts);
    setValue("locationId", SAVED_LOCATION_ID);
    setValue("lat", a.lat);
    setValue("lng", a.lng);
  }

  // The last used address, chosen once the list arrives — unless the customer has started typing one.
  const first = saved.data?.[0];
  useEffect(() => {
    if (choice !== null || !saved.data) return;
    if (saved.data.length > 0 && !getValues("line1").trim()) applyAddress(0, saved.data);
    else setChoice("new");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the list arrives, not on every render
  }, [first, saved.data]);

  function pickPreset(id: string) {
    const preset = presets.find((p) => p.id === id);
    if (!preset) return;
    setValue("locationId", id);
    setValue("lat", preset.lat);
    setValue("lng", preset.lng);
  }

  function locateMe() {
    if (!("geolocation" in navigator)) {
      setGeo({ pending: false, error: "Your browser can't share its location. Pick a neighbourhood instead." });
      return;
    }
    setGeo({ pending: true, error: null });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setValue("locationId", CURRENT_LOCATION_ID);
        setValue("lat", Number(pos.coords.latitude.toFixed(6)));
        setValue("lng", Number(pos.coords.longitude.toFixed(6)));
        setGeo({ pending: false, error: null });
      },
      (err) => {
        const denied = err.code === err.PERMISSION_DENIED;
        setGeo({ pending: false, error: denied ? "Location access was denied. Pick a neighbourhood instead." : "We couldn't find your location. Pick a neighbourhood instead." });
      },
      { enableHighAccuracy: false, timeout: GEO_TIMEOUT_MS, maximumAge: 60_000 },
    );
  }

  return (
    <div className="grid gap-4" data-testid="fields-address">
      {saved.data && saved.data.length > 0 ? <SavedAddresses addresses={saved.data} choice={choice ?? "new"} onChoose={(c) => applyAddress(c, saved.data)} /> : null}
      <FormField label="Street address" error={errors.line1?.message} description="Street, number and apartment." required>
        <Input autoComplete="address-line1" data-testid="input-line1" {...register("line1")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField label="City" error={errors.city?.message} required>
          <Input autoComplete="address-level2" data-testid="input-city" {...register("city")} />
        </FormField>
        <FormField label="Postal code" error={errors.postalCode?.message}>
          <Input autoComplete="postal-code" data-testid="input-postal-code" {...register("postalCode")} />
        </FormField>
      </div>
      <FormField label="Country" error={errors.country?.message} description="Nordic addresses are paid through Nordic Pay." required>
        <Select autoComplete="country" data-testid="select-country" {...register("country")}>
          {ADDRESS_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid gap-3 rounded-lg bg-muted/60 p-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <FormField label="Delivery pin" description="The neighbourhood the delivery fee and time are worked out from.">
            <Select value={locationId} onChange={(e) => pickPreset(e.target.value)} data-testid="select-location">
              {locationId === SAVED_LOCATION_ID ? <option value={SAVED_LOCATION_ID}>Your saved address</option> : null}
              {presets.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
              {locationId === CURRENT_LOCATION_ID ? <option value={CURRENT_LOCATION_ID}>My current location</option> : null}
            </Select>
          </FormField>
          <Button variant="outline" onClick={locateMe} disabled={geo.pending} className="sm:mb-6" data-testid="button-use-location">
            <LocateFixed aria-hidden="true" />
            {geo.pending ? "Locating..." : "Use my current location"}
          </Button>
        </div>
        {geo.error ? (
          <p role="alert" className="flex items-center gap-2 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4" />
            {geo.error}
          </p>
        ) : null}
      </div>
      <InlineAlert message={serverError} testId="error-address" />
    </div>
  );
}
