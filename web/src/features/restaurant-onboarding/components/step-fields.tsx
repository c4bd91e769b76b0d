import { GAZETTEER, ONBOARDING_WEEKDAYS, RESTAURANT_CUISINES, RESTAURANT_PAYMENT_METHODS, RESTAURANT_SERVICES, TABLE_LOCATIONS } from "@tavola/contracts";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { WizardValues } from "../lib/wizard-values";

export type StepProps = { values: WizardValues; set: (patch: Partial<WizardValues>) => void; errors: Record<string, string> };

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function InfoStep({ values, set, errors }: StepProps) {
  return (
    <>
      <FormField label="Restaurant Name" required error={errors.restaurantName}>
        <Input value={values.restaurantName} maxLength={80} autoComplete="organization" onChange={(e) => set({ restaurantName: e.target.value })} data-testid="input-restaurant-name" />
      </FormField>
      <FormField label="Cuisine Type" required error={errors.cuisine}>
        <Select value={values.cuisine} onChange={(e) => set({ cuisine: e.target.value })} data-testid="select-cuisine">
          <option value="">Select a cuisine</option>
          {RESTAURANT_CUISINES.map((c) => (
            <option key={c} value={c}>
              {capitalize(c)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Description" error={errors.description}>
        <Textarea value={values.description} maxLength={1000} rows={4} placeholder="What makes your restaurant special?" onChange={(e) => set({ description: e.target.value })} data-testid="input-description" />
      </FormField>
    </>
  );
}

export function LocationStep({ values, set, errors }: StepProps) {
  const place = GAZETTEER.find((g) => g.city === values.city && g.country === values.country);
  return (
    <>
      <FormField label="Full Address" required error={errors.address}>
        <Input value={values.address} maxLength={200} autoComplete="street-address" placeholder="Street, city, postal code" onChange={(e) => set({ address: e.target.value })} data-testid="input-address" />
      </FormField>
      <FormField label="City" required error={errors.city} description="Choosing a city fills its coordinates and time zone; enter your own below.">
        <Select
          value={place ? `${place.city}|${place.country}` : ""}
          onChange={(e) => {
            const g = GAZETTEER.find((x) => `${x.city}|${x.country}` === e.target.value);
            if (g) set({ city: g.city, country: g.country, lat: String(g.lat), lng: String(g.lng), timeZone: g.timeZone });
          }}
          data-testid="select-city"
        >
          <option value="">{values.city && !place ? `${values.city} (entered)` : "Choose a city"}</option>
          {GAZETTEER.map((g) => (
            <option key={`${g.city}|${g.country}`} value={`${g.city}|${g.country}`}>
              {g.city}, {g.country}
            </option>
          ))}
        </Select>
      </FormField>
      <details className="rounded-md border px-3 py-2" open={!!(errors.lat || errors.lng || errors.timeZone || errors.country) || (values.city !== "" && !place)}>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium">Enter the location yourself</summary>
        <div className="grid gap-3 py-2 sm:grid-cols-2">
          <FormField label="City name" error={errors.city}>
            <Input value={values.city} maxLength={100} onChange={(e) => set({ city: e.target.value })} />
          </FormField>
          <FormField label="Country (2 letters)" error={errors.country}>
            <Input value={values.country} maxLength={2} onChange={(e) => set({ country: e.target.value.toUpperCase() })} />
          </FormField>
          <FormField label="Latitude" error={errors.lat}>
            <Input value={values.lat} inputMode="decimal" onChange={(e) => set({ lat: e.target.value })} data-testid="input-lat" />
          </FormField>
          <FormField label="Longitude" error={errors.lng}>
            <Input value={values.lng} inputMode="decimal" onChange={(e) => set({ lng: e.target.value })} data-testid="input-lng" />
          </FormField>
          <FormField label="Time zone" error={errors.timeZone} description="For example America/New_York">
            <Input value={values.timeZone} maxLength={60} onChange={(e) => set({ timeZone: e.target.value })} />
          </FormField>
        </div>
      </details>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Phone Number" required error={errors.phone}>
          <Input type="tel" value={values.phone} maxLength={30} autoComplete="tel" onChange={(e) => set({ phone: e.target.value })} data-testid="input-phone" />
        </FormField>
        <FormField label="Email Address" required error={errors.email}>
          <Input type="email" value={values.email} maxLength={254} autoComplete="email" onChange={(e) => set({ email: e.target.value })} data-testid="input-email" />
        </FormField>
      </div>
      <FormField label="Seating Capacity" required error={errors.capacity} description="Number of guests you can seat at once.">
        <Input value={values.capacity} inputMode="numeric" onChange={(e) => set({ capacity: e.target.value })} data-testid="input-capacity" />
      </FormField>
    </>
  );
}

export function HoursStep({ values, set, errors }: StepProps) {
  return (
    <div className="grid gap-3" role="group" aria-label="Opening and closing times">
      {ONBOARDING_WEEKDAYS.map((day) => {
        const h = values.operatingHours[day];
        const patch = (p: Partial<typeof h>) => set({ operatingHours: { ...values.operatingHours, [day]: { ...h, ...p } } });
        const error = errors[`operatingHours.${day}.close`] ?? errors[`operatingHours.${day}.open`];
        return (
          <div key={day} className="grid grid-cols-2 items-center gap-3 sm:grid-cols-[7rem_1fr_1fr_6rem]">
            <span className="col-span-2 text-sm font-medium sm:col-span-1">{capitalize(day)}</span>
            <Input type="time" aria-label={`${capitalize(day)} opening time`} value={h.open} disabled={h.closed} onChange={(e) => patch({ open: e.target.value })} data-testid={`input-${day}-open`} />
            <Input type="time" aria-label={`${capitalize(day)} closing time`} value={h.close} disabled={h.closed} aria-invalid={!!error} onChange={(e) => patch({ close: e.target.value })} data-testid={`input-${day}-close`} />
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={h.closed} onChange={(e) => patch({ closed: e.target.checked })} />
              Closed
            </label>
            {error ? (
              <p className="col-span-full text-sm text-destructive" role="alert">
                {capitalize(day)}: {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

function CheckboxList({ legend, options, chosen, onChange, error, testId }: { legend: string; options: readonly string[]; chosen: string[]; onChange: (v: string[]) => void; error?: string | undefined; testId: string }) {
  return (
    <fieldset className="grid gap-1" aria-describedby={error ? `${testId}-error` : undefined}>
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {options.map((o) => (
          <label key={o} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={chosen.includes(o)} onChange={(e) => onChange(e.target.checked ? [...chosen, o] : chosen.filter((x) => x !== o))} data-testid={`${testId}-${o}`} />
            {o}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${testId}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ServicesStep({ values, set, errors }: StepProps) {
  return (
    <>
      <CheckboxList legend="Services Offered" options={RESTAURANT_SERVICES} chosen={values.services} onChange={(services) => set({ services })} error={errors.services} testId="checkbox-service" />
      <CheckboxList legend="Payment Methods Accepted" options={RESTAURANT_PAYMENT_METHODS} chosen={values.paymentMethods} onChange={(paymentMethods) => set({ paymentMethods })} error={errors.paymentMethods} testId="checkbox-payment" />
    </>
  );
}

export function TablesStep({ values, set, errors }: StepProps) {
  const setTable = (i: number, p: Partial<WizardValues["tables"][number]>) => set({ tables: values.tables.map((t, j) => (j === i ? { ...t, ...p } : t)) });
  const next = String(Math.max(0, ...values.tables.map((t) => Number(t.number) || 0)) + 1);
  return (
    <>
      <FormField label="Sales tax / VAT (%)" required error={errors.taxRatePpm} description="Added to food and the service fee, e.g. 8.875 in New York, 25 in Denmark.">
        <Input value={values.taxPercent} inputMode="decimal" onChange={(e) => set({ taxPercent: e.target.value })} data-testid="input-tax" />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">Tables</legend>
        {values.tables.map((t, i) => (
          <div key={i} className="grid grid-cols-[4.5rem_4.5rem_1fr_auto] items-end gap-2">
            <label className="grid gap-1 text-sm">
              Table
              <Input value={t.number} inputMode="numeric" onChange={(e) => setTable(i, { number: e.target.value })} aria-invalid={!!errors[`tables.${i}.number`]} />
            </label>
            <label className="grid gap-1 text-sm">
              Seats
              <Input value={t.capacity} inputMode="numeric" onChange={(e) => setTable(i, { capacity: e.target.value })} aria-invalid={!!errors[`tables.${i}.capacity`]} />
            </label>
            <label className="grid gap-1 text-sm">
              Location
              <Select value={t.location} onChange={(e) => setTable(i, { location: e.target.value as (typeof TABLE_LOCATIONS)[number] })}>
                {TABLE_LOCATIONS.map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </Select>
            </label>
            <Button type="button" variant="ghost" size="icon" className="size-11" disabled={values.tables.length === 1} onClick={() => set({ tables: values.tables.filter((_, j) => j !== i) })} aria-label={`Remove table ${t.number}`}>
              <Trash2 aria-hidden="true" />
            </Button>
            {errors[`tables.${i}.number`] || errors[`tables.${i}.capacity`] ? (
              <p className="col-span-full text-sm text-destructive" role="alert">
                {errors[`tables.${i}.number`] ?? errors[`tables.${i}.capacity`]}
              </p>
            ) : null}
          </div>
        ))}
        {errors.tables ? (
          <p className="text-sm text-destructive" role="alert">
            {errors.tables}
          </p>
        ) : null}
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => set({ tables: [...values.tables, { number: next, capacity: "4", location: "Main Floor" }] })}>
          <Plus aria-hidden="true" /> Add table
        </Button>
      </fieldset>
    </>
  );
}
