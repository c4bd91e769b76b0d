import type { LeadBoard, LeadBoardQuery } from "@tavola/contracts";
import { SlidersHorizontal, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { dollarsToCents } from "../lib/board-query";

type Props = {
  filters: LeadBoardQuery;
  onChange: (next: LeadBoardQuery) => void;
  restaurants: LeadBoard["restaurants"];
  owners: LeadBoard["owners"];
  fieldErrors: Record<string, string[]>;
};

/** Search, event dates, owner, restaurant, value and company: every change asks the server again. */
export function BoardFilters({ filters, onChange, restaurants, owners, fieldErrors }: Props) {
  const [minValue, setMinValue] = useState("");
  // On a phone the search stays in view and the other filters fold away behind one button.
  const [more, setMore] = useState(false);
  const set = (key: keyof LeadBoardQuery, value: string | number | undefined) => onChange({ ...filters, [key]: value === "" ? undefined : value });
  const active = Object.values(filters).some((v) => v !== undefined && v !== "");
  const err = (k: string) => fieldErrors[k]?.[0];
  return (
    <div role="group" aria-label="Filters" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7">
      <FormField label="Search" className="sm:col-span-2" error={err("q")}>
        <Input
          type="search"
          placeholder="Event, contact, email or company"
          maxLength={200}
          value={filters.q ?? ""}
          onChange={(e) => set("q", e.target.value)}
          data-testid="input-crm-search"
        />
      </FormField>
      <div className="sm:hidden">
        <Button variant="outline" size="sm" aria-expanded={more} aria-controls="crm-more-filters" onClick={() => setMore((m) => !m)}>
          <SlidersHorizontal aria-hidden="true" />
          {more ? "Fewer filters" : "More filters"}
        </Button>
      </div>
      <div id="crm-more-filters" className={cn("grid gap-3 sm:contents", !more && "hidden")}>
      <FormField label="Company" error={err("company")}>
        <Input maxLength={200} value={filters.company ?? ""} onChange={(e) => set("company", e.target.value)} />
      </FormField>
      <FormField label="Event from" error={err("from")}>
        <Input type="date" value={filters.from ?? ""} onChange={(e) => set("from", e.target.value)} />
      </FormField>
      <FormField label="Event to" error={err("to")}>
        <Input type="date" value={filters.to ?? ""} onChange={(e) => set("to", e.target.value)} />
      </FormField>
      <FormField label="Owner" error={err("ownerId")}>
        <Select value={filters.ownerId ?? ""} onChange={(e) => set("ownerId", e.target.value)}>
          <option value="">Anyone</option>
          <option value="none">Unowned</option>
          {owners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Value from ($)" error={err("minValue")}>
        <Input
          inputMode="decimal"
          value={minValue}
          onChange={(e) => {
            setMinValue(e.target.value);
            set("minValue", dollarsToCents(e.target.value));
          }}
        />
      </FormField>
      {restaurants.length > 1 ? (
        <FormField label="Restaurant" error={err("restaurantId")}>
          <Select value={filters.restaurantId ?? ""} onChange={(e) => set("restaurantId", e.target.value)}>
            <option value="">All restaurants</option>
            {restaurants.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      </div>
      {active ? (
        <div className="flex items-end">
          <Button
            variant="ghost"
            onClick={() => {
              setMinValue("");
              onChange({});
            }}
          >
            <X aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
