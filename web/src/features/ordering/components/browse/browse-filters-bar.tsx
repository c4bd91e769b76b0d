import { Search, X } from "lucide-react";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { BrowseFilters } from "../../lib/browse-filters";

/** A filter chip: a toggle button (aria-pressed), 44 px tall for thumbs. */
function Chip({ pressed, onClick, children, testId }: { pressed: boolean; onClick: () => void; children: React.ReactNode; testId?: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      data-testid={testId}
      className={cn(
        "inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        pressed ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-muted",
      )}
    >
      {children}
    </button>
  );
}

type Props = {
  search: string;
  onSearch: (q: string) => void;
  filters: BrowseFilters;
  onChange: (f: BrowseFilters) => void;
  cuisines: readonly string[];
  dietary: readonly string[];
};

/** Search (name, cuisine, area) and one row of chips per filter; chips scroll sideways on a phone. */
export function BrowseFiltersBar({ search, onSearch, filters, onChange, cuisines, dietary }: Props) {
  const searchId = useId();
  const toggle = (key: "cuisine" | "diet", value: string) => onChange({ ...filters, [key]: filters[key] === value ? "" : value });
  return (
    <div className="grid gap-3" role="search" aria-label="Restaurants">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search restaurants by name, cuisine or area
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={searchId}
          type="search"
          value={search}
          maxLength={80}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Search restaurants, cuisines or areas"
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 pl-10 text-base"
          data-testid="input-browse-search"
        />
      </div>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0" aria-label="Filters" role="group">
        <Chip pressed={filters.openNow} onClick={() => onChange({ ...filters, openNow: !filters.openNow })} testId="chip-open-now">
          Open now
        </Chip>
        {cuisines.map((c) => (
          <Chip key={c} pressed={filters.cuisine === c} onClick={() => toggle("cuisine", c)} testId={`chip-cuisine-${c}`}>
            {c}
          </Chip>
        ))}
        {dietary.map((d) => (
          <Chip key={d} pressed={filters.diet === d} onClick={() => toggle("diet", d)} testId={`chip-diet-${d}`}>
            {d}
          </Chip>
        ))}
      </div>
      {filters.cuisine || filters.diet || filters.openNow || filters.q ? (
        <button
          type="button"
          onClick={() => {
            onSearch("");
            onChange({ q: "", cuisine: "", diet: "", openNow: false });
          }}
          className="inline-flex min-h-11 items-center gap-1 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
          data-testid="button-clear-filters"
        >
          <X aria-hidden="true" className="size-4" />
          Clear search and filters
        </button>
      ) : null}
    </div>
  );
}
