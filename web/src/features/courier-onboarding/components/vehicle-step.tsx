import { COURIER_VEHICLE_LABELS, COURIER_VEHICLES, COURIER_ZONES, type CourierApplication, type CourierVehicle } from "@tavola/contracts";
import { useState, type FormEvent } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { fieldError, parseApiError } from "@/lib/api-error";
import { useSaveVehicleStep } from "../api/courier-application-api";
import { StepActions } from "./step-actions";

/** Phone, vehicle and the zones the courier rides in; saving creates the draft. */
export function VehicleStep({ application, onDone }: { application: CourierApplication | null; onDone: () => void }) {
  const save = useSaveVehicleStep();
  const [phone, setPhone] = useState(application?.phone ?? "");
  const [vehicle, setVehicle] = useState<CourierVehicle | "">(application?.vehicle ?? "");
  const [zones, setZones] = useState<string[]>(application?.zones ?? []);
  const error = save.isError ? parseApiError(save.error) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ phone, vehicle: vehicle as CourierVehicle, zones: zones as never }, { onSuccess: onDone });
  };
  const toggleZone = (zone: string, on: boolean) => setZones((z) => (on ? [...z, zone] : z.filter((x) => x !== zone)));
  const vehicleError = fieldError(error, "vehicle");
  const zonesError = fieldError(error, "zones");

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Vehicle and zones">
      <FormField label="Mobile phone" error={fieldError(error, "phone")} required description="Restaurants and customers reach you here during a delivery.">
        <Input type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} maxLength={30} data-testid="input-courier-phone" />
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={vehicleError ? "vehicle-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">Vehicle<span aria-hidden="true" className="ml-0.5 text-destructive">*</span></legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {COURIER_VEHICLES.map((v) => (
            <label key={v} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
              <input type="radio" name="vehicle" value={v} checked={vehicle === v} onChange={() => setVehicle(v)} className="size-4 accent-primary" data-testid={`radio-vehicle-${v}`} />
              {COURIER_VEHICLE_LABELS[v]}
            </label>
          ))}
        </div>
        {vehicleError ? <p id="vehicle-error" role="alert" className="text-sm font-medium text-destructive">{vehicleError}</p> : null}
        <p className="text-xs text-muted-foreground">A scooter or car needs vehicle insurance among your documents.</p>
      </fieldset>
      <fieldset className="grid gap-1" aria-describedby={zonesError ? "zones-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">Zones you ride in<span aria-hidden="true" className="ml-0.5 text-destructive">*</span></legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {COURIER_ZONES.map((zone) => (
            <label key={zone} className="flex cursor-pointer items-center gap-3 text-sm">
              <Checkbox checked={zones.includes(zone)} onChange={(e) => toggleZone(zone, e.target.checked)} data-testid={`checkbox-zone-${zone}`} />
              {zone}
            </label>
          ))}
        </div>
        {zonesError ? <p id="zones-error" role="alert" className="text-sm font-medium text-destructive">{zonesError}</p> : null}
      </fieldset>
      <StepActions pending={save.isPending} formError={error && Object.keys(error.fieldErrors).length === 0 ? error.message : null} />
    </form>
  );
}
