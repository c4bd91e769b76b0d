import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

/** A labelled search box of the super admin's lists; every change goes back to the first page (the caller's onChange). */
export function FilterSearch({ label, value, maxLength, onChange, testId }: { label: string; value: string; maxLength: number; onChange: (value: string) => void; testId?: string }) {
  return (
    <label className="grid gap-1 text-sm">
      <span>{label}</span>
      <Input type="search" value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
    </label>
  );
}

/** A labelled filter of the super admin's lists: "all" first, then each value with its label. */
export function FilterSelect<T extends string>({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: T | "";
  allLabel: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T | "") => void;
}) {
  return (
    <label className="grid gap-1 text-sm">
      <span>{label}</span>
      <Select value={value} onChange={(e) => onChange(e.target.value as T | "")}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </label>
  );
}
