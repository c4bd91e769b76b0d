import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { WEEKDAY_LABELS, type CompanyAccount, type CompanyOrderInput } from "@tavola/contracts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { fieldError, parseApiError, type ApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/format";
import { menuQueryOptions, restaurantsQueryOptions } from "@/lib/restaurant-queries";

type Props = {
  company: CompanyAccount["company"];
  /** "once": an order for a date; "weekly": a recurring order on a weekday. */
  mode: "once" | "weekly";
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: CompanyOrderInput & { weekday?: number }) => Promise<unknown>;
};

const today = () => new Date().toISOString().slice(0, 10);

/** A B2B order: restaurant, day (or weekday), time, headcount, dishes × quantity, and the company's references. */
export function OrderForm({ company, mode, submitLabel, pending, onSubmit }: Props) {
  const restaurants = useQuery(restaurantsQueryOptions);
  const [restaurantId, setRestaurantId] = useState("");
  const menu = useQuery({ ...menuQueryOptions(restaurantId), enabled: restaurantId !== "" });
  const [eventName, setEventName] = useState(mode === "weekly" ? "Friday lunch" : "Team lunch");
  const [eventDate, setEventDate] = useState(today());
  const [weekday, setWeekday] = useState(5);
  const [eventTime, setEventTime] = useState("12:00");
  const [headcount, setHeadcount] = useState("10");
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [poNumber, setPoNumber] = useState("");
  const [costCentre, setCostCentre] = useState("");
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<ApiError | null>(null);

  const lines = Object.entries(quantities)
    .map(([menuItemId, q]) => ({ menuItemId, quantity: Number(q) }))
    .filter((l) => Number.isInteger(l.quantity) && l.quantity > 0);
  const estimate = lines.reduce((s, l) => s + l.quantity * (menu.data?.items.find((i) => i.id === l.menuItemId)?.priceCents ?? 0), 0);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await onSubmit({
        restaurantId,
        eventName,
        eventDate,
        eventTime,
        headcount: Number(headcount),
        lines,
        ...(poNumber.trim() ? { poNumber } : {}),
        ...(costCentre.trim() ? { costCentre } : {}),
        ...(notes.trim() ? { notes } : {}),
        ...(mode === "weekly" ? { weekday } : {}),
      });
      setQuantities({});
      setPoNumber("");
      setNotes("");
    } catch (err) {
      setError(parseApiError(err));
    }
  }

  const idp = mode === "weekly" ? "recurring" : "order";
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label={submitLabel} data-testid={`form-${idp}`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Restaurant" error={fieldError(error, "restaurantId")} required>
          <Select value={restaurantId} onChange={(e) => { setRestaurantId(e.target.value); setQuantities({}); }} data-testid={`select-${idp}-restaurant`}>
            <option value="">Choose a restaurant</option>
            {restaurants.data?.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
          </Select>
        </FormField>
        <FormField label="Event name" error={fieldError(error, "eventName")} required>
          <Input value={eventName} maxLength={120} onChange={(e) => setEventName(e.target.value)} data-testid={`input-${idp}-event-name`} />
        </FormField>
        {mode === "once" ? (
          <FormField label="Date" error={fieldError(error, "eventDate")} required>
            <Input type="date" value={eventDate} min={today()} onChange={(e) => setEventDate(e.target.value)} data-testid="input-order-date" />
          </FormField>
        ) : (
          <FormField label="Every" error={fieldError(error, "weekday")} required>
            <Select value={weekday} onChange={(e) => setWeekday(Number(e.target.value))} data-testid="select-recurring-weekday">
              {WEEKDAY_LABELS.map((d, i) => <option key={d} value={i}>{d}</option>)}
            </Select>
          </FormField>
        )}
        <FormField label="Time" error={fieldError(error, "eventTime")} required>
          <Input type="time" value={eventTime} onChange={(e) => setEventTime(e.target.value)} data-testid={`input-${idp}-time`} />
        </FormField>
        <FormField label="Headcount" error={fieldError(error, "headcount")} required>
          <Input type="number" inputMode="numeric" min={1} max={10000} value={headcount} onChange={(e) => setHeadcount(e.target.value)} data-testid={`input-${idp}-headcount`} />
        </FormField>
        <FormField label="PO number" error={fieldError(error, "poNumber")} required={company.poNumberRequired} description={company.poNumberRequired ? "Required by your company" : undefined}>
          <Input value={poNumber} maxLength={50} onChange={(e) => setPoNumber(e.target.value)} data-testid={`input-${idp}-po`} />
        </FormField>
        <FormField label="Cost centre" error={fieldError(error, "costCentre")} required={company.costCentreRequired} description={company.costCentreRequired ? "Required by your company" : undefined}>
          <Input value={costCentre} maxLength={50} onChange={(e) => setCostCentre(e.target.value)} data-testid={`input-${idp}-cost-centre`} />
        </FormField>
      </div>
      {restaurantId && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Dishes</legend>
          {menu.isPending && <p className="text-sm text-muted-foreground">Loading the menu…</p>}
          {menu.data?.items.filter((i) => i.available).map((item) => (
            <div key={item.id} className="flex items-center justify-between gap-3">
              <label htmlFor={`qty-${idp}-${item.id}`} className="min-w-0 flex-1 text-sm">
                {item.name} <span className="text-muted-foreground">{formatCents(item.priceCents)}</span>
              </label>
              <Input id={`qty-${idp}-${item.id}`} type="number" inputMode="numeric" min={0} max={1000} className="w-20" value={quantities[item.id] ?? ""} placeholder="0"
                onChange={(e) => setQuantities((q) => ({ ...q, [item.id]: e.target.value }))} data-testid={`input-${idp}-qty-${item.id}`} />
            </div>
          ))}
          {fieldError(error, "lines") && <p className="text-sm text-destructive" role="alert">{fieldError(error, "lines")}</p>}
        </fieldset>
      )}
      <FormField label="Notes" error={fieldError(error, "notes")}>
        <Textarea value={notes} maxLength={500} onChange={(e) => setNotes(e.target.value)} rows={2} />
      </FormField>
      {error && !Object.keys(error.fieldErrors).length && <p className="text-sm text-destructive" role="alert" data-testid={`error-${idp}`}>{error.message}</p>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{lines.length > 0 ? `Dishes ${formatCents(estimate)} before tax` : "Choose dishes and quantities"}</p>
        <Button type="submit" disabled={pending || restaurantId === "" || lines.length === 0} data-testid={`button-${idp}-submit`}>{pending ? "Saving…" : submitLabel}</Button>
      </div>
    </form>
  );
}
