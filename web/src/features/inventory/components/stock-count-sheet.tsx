import { STOCK_MAX, countVariance, varianceValueCents, type StockCountResult, type StockCountSheet } from "@tavola/contracts";
import { ClipboardList, Search } from "lucide-react";
import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useOpenStockCount, useSubmitStockCount } from "../api/stock-count-api";
import { serverErrors } from "../lib/form-errors";
import { formatQuantity, signed } from "../lib/stock-format";
import { FormAlert } from "./form-alert";
import { StockCountResultView } from "./stock-count-result";

const WHOLE = /^\d{1,8}$/;
/** A typed count: a whole number 0…STOCK_MAX, blank (not counted) or wrong (the row says so). */
const readCount = (text: string): number | null | "invalid" => {
  const t = text.trim();
  if (t === "") return null;
  if (!WHOLE.test(t) || Number(t) > STOCK_MAX) return "invalid";
  return Number(t);
};

/**
 * The Count tab: Start a count opens a sheet (the server notes every ingredient's stock at that moment), staff type
 * what is on the shelf row by row (Enter or Tab moves on), each typed row shows its variance and the variance's value,
 * and one Submit applies them all — or none.
 */
export function StockCountPanel({ restaurantId }: { restaurantId: string }) {
  const open = useOpenStockCount(restaurantId);
  const [sheet, setSheet] = useState<StockCountSheet | null>(null);
  const [result, setResult] = useState<StockCountResult | null>(null);
  const start = () => {
    setResult(null);
    open.mutate(undefined, { onSuccess: setSheet });
  };
  if (result) return <StockCountResultView result={result} onAgain={start} busy={open.isPending} />;
  if (!sheet) {
    return (
      <div className="grid justify-items-start gap-3 rounded-xl border p-4" data-testid="count-start">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <ClipboardList className="size-5" aria-hidden /> Count stock
        </h3>
        <p className="max-w-prose text-sm text-muted-foreground">
          One sheet with every ingredient. The expected stock is taken when you start; sales rung up while you count are kept, because each row moves the stock by
          what you counted minus what was expected then.
        </p>
        <FormAlert message={open.error ? serverErrors(open.error)._form : undefined} />
        <Button onClick={start} disabled={open.isPending} data-testid="button-start-count">
          {open.isPending ? "Opening…" : "Start a count"}
        </Button>
      </div>
    );
  }
  return <CountSheet key={sheet.countId} restaurantId={restaurantId} sheet={sheet} onDone={(r) => (setSheet(null), setResult(r))} onCancel={() => setSheet(null)} />;
}

function CountSheet({ restaurantId, sheet, onDone, onCancel }: { restaurantId: string; sheet: StockCountSheet; onDone: (r: StockCountResult) => void; onCancel: () => void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [query, setQuery] = useState("");
  const [formError, setFormError] = useState<string>();
  const submit = useSubmitStockCount(restaurantId);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const submitRef = useRef<HTMLButtonElement>(null);
  const searchId = useId();

  const q = query.trim().toLowerCase();
  const shown = useMemo(() => sheet.lines.filter((l) => !q || l.name.toLowerCase().includes(q) || l.group.toLowerCase().includes(q)), [sheet.lines, q]);
  const groups = useMemo(() => {
    const out: Array<{ name: string; lines: typeof shown }> = [];
    for (const l of shown) {
      const last = out.at(-1);
      if (last?.name === l.group) last.lines.push(l);
      else out.push({ name: l.group, lines: [l] });
    }
    return out;
  }, [shown]);

  const typed = sheet.lines.flatMap((l) => {
    const c = readCount(values[l.ingredientId] ?? "");
    return typeof c === "number" ? [{ line: l, counted: c }] : [];
  });
  const invalid = sheet.lines.filter((l) => readCount(values[l.ingredientId] ?? "") === "invalid");
  const totalValue = typed.reduce((s, t) => s + (varianceValueCents(countVariance(t.counted, t.line.expected), t.line.unitCostCents) ?? 0), 0);

  /** Enter moves to the next row shown (the last row's Enter goes to Submit), as Tab does. */
  const onKey = (e: KeyboardEvent<HTMLInputElement>, id: string) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    const at = shown.findIndex((l) => l.ingredientId === id);
    const next = shown[at + 1];
    if (next) inputs.current.get(next.ingredientId)?.focus();
    else submitRef.current?.focus();
  };

  function send() {
    if (invalid.length) return setFormError(`Check ${invalid.map((l) => l.name).join(", ")}: counts are whole numbers`);
    if (typed.length === 0) return setFormError("Enter at least one count");
    setFormError(undefined);
    submit.mutate(
      { countId: sheet.countId, input: { lines: typed.map((t) => ({ ingredientId: t.line.ingredientId, counted: t.counted })) } },
      { onSuccess: onDone, onError: (error) => setFormError(serverErrors(error)._form) },
    );
  }

  const opened = new Date(sheet.openedAt).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
  return (
    <form
      className="grid gap-4"
      noValidate
      data-testid="count-sheet"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <div className="grid gap-1">
        <h3 className="text-lg font-semibold">Stock count</h3>
        <p className="text-sm text-muted-foreground">
          Expected stock as of {opened}, when this sheet was opened. Leave a row blank to skip it.
        </p>
      </div>
      <div className="grid gap-1.5 sm:max-w-sm">
        <Label htmlFor={searchId}>Find an ingredient</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} className="pl-9" placeholder="Name or supplier" data-testid="input-count-search" />
        </div>
      </div>
      {groups.length === 0 ? <p className="text-sm text-muted-foreground">No ingredient matches “{query}”.</p> : null}
      {groups.map((g) => (
        <section key={g.name} aria-labelledby={`count-group-${g.name}`} className="grid gap-2">
          <h4 id={`count-group-${g.name}`} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {g.name}
          </h4>
          <ul className="divide-y rounded-xl border">
            {g.lines.map((l) => {
              const raw = values[l.ingredientId] ?? "";
              const c = readCount(raw);
              const variance = typeof c === "number" ? countVariance(c, l.expected) : null;
              const value = variance === null ? null : varianceValueCents(variance, l.unitCostCents);
              const inputId = `count-${l.ingredientId}`;
              return (
                <li key={l.ingredientId} className="grid grid-cols-[1fr_7.5rem] items-center gap-x-3 gap-y-1 p-3 sm:grid-cols-[1fr_8rem_9rem_7rem]" data-testid={`count-row-${l.name}`}>
                  <div className="min-w-0">
                    <label htmlFor={inputId} className="block font-medium break-words">
                      {l.name}
                    </label>
                    <span className="text-sm text-muted-foreground">Expected {formatQuantity(l.expected, l.unit)}</span>
                  </div>
                  <Input
                    id={inputId}
                    ref={(el) => void (el ? inputs.current.set(l.ingredientId, el) : inputs.current.delete(l.ingredientId))}
                    inputMode="numeric"
                    pattern="[0-9]*"
                    enterKeyHint="next"
                    autoComplete="off"
                    value={raw}
                    onChange={(e) => setValues((v) => ({ ...v, [l.ingredientId]: e.target.value }))}
                    onKeyDown={(e) => onKey(e, l.ingredientId)}
                    aria-invalid={c === "invalid" || undefined}
                    aria-describedby={`${inputId}-variance`}
                    placeholder={l.unit === "each" ? "pcs" : l.unit}
                    className="text-right tabular-nums"
                    data-testid={`input-count-${l.name}`}
                  />
                  <p
                    id={`${inputId}-variance`}
                    className={cn("col-span-2 text-sm tabular-nums sm:col-span-1 sm:text-right", variance !== null && variance < 0 && "text-destructive", variance !== null && variance > 0 && "text-emerald-700 dark:text-emerald-400")}
                    data-testid={`variance-${l.name}`}
                  >
                    {c === "invalid" ? "Whole numbers only" : variance === null ? "Not counted" : `Variance ${signed(variance)} ${l.unit === "each" ? "pcs" : l.unit}`}
                  </p>
                  <p className="col-span-2 text-sm text-muted-foreground tabular-nums sm:col-span-1 sm:text-right" data-testid={`value-${l.name}`}>
                    {variance === null ? "" : value === null ? "No price yet" : formatCents(value)}
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <div className="sticky bottom-0 z-10 -mx-1 grid gap-2 rounded-t-xl border-t bg-background/95 px-1 py-3 backdrop-blur">
        <FormAlert message={formError} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm" aria-live="polite" data-testid="text-count-summary">
            {typed.length} of {sheet.lines.length} counted · variance value {formatCents(totalValue)}
          </p>
          <div className="flex gap-2">
            <Button type="button" variant="outline" onClick={onCancel}>
              Discard
            </Button>
            <Button ref={submitRef} type="submit" disabled={submit.isPending} data-testid="button-submit-count">
              {submit.isPending ? "Submitting…" : "Submit count"}
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}
