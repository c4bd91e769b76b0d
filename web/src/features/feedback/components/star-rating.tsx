import { RATING_LABELS } from "@tavola/contracts";
import { Star } from "lucide-react";
import { useRef, type KeyboardEvent } from "react";
import { cn } from "@/lib/utils";

const STARS = [1, 2, 3, 4, 5] as const;

type StarRatingProps = {
  value: number | null;
  onChange: (rating: number) => void;
  describedBy?: string;
};

/**
 * The overall rating as a row of five stars (a radio group). Each star keeps the spec's label in its name
 * ("5 · Excellent" … "1 · Poor") and the chosen one's label is written beside the row. Arrow keys move
 * and choose, as in any radio group; only the chosen star (or the first) is a tab stop.
 */
export function StarRating({ value, onChange, describedBy }: StarRatingProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (r: number) => {
    onChange(r);
    refs.current[r - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, r: number) => {
    const step = event.key === "ArrowRight" || event.key === "ArrowUp" ? 1 : event.key === "ArrowLeft" || event.key === "ArrowDown" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    choose(((r - 1 + step + 5) % 5) + 1);
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div className="flex" role="radiogroup" aria-label="Overall Rating" aria-describedby={describedBy}>
        {STARS.map((r) => {
          const lit = value !== null && r <= value;
          return (
            <button
              key={r}
              ref={(el) => {
                refs.current[r - 1] = el;
              }}
              type="button"
              role="radio"
              aria-checked={value === r}
              aria-label={`${r} · ${RATING_LABELS[r]}`}
              tabIndex={value === r || (value === null && r === 1) ? 0 : -1}
              onClick={() => choose(r)}
              onKeyDown={(e) => onKeyDown(e, r)}
              data-testid={`rating-${r}`}
              className="group grid size-11 place-items-center rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Star
                aria-hidden="true"
                className={cn("size-8 transition-colors", lit ? "fill-amber-400 text-amber-500" : "text-muted-foreground group-hover:text-amber-500")}
              />
            </button>
          );
        })}
      </div>
      <span className="text-sm font-medium" aria-hidden="true" data-testid="text-rating-label">
        {value === null ? <span className="text-muted-foreground">Tap a star</span> : RATING_LABELS[value as keyof typeof RATING_LABELS]}
      </span>
    </div>
  );
}
