import { DIETARY_OPTIONS, MENU_CATEGORIES, MENU_CATEGORY_LABELS } from "@tavola/contracts";
import { Leaf } from "lucide-react";
import { useState } from "react";
import { DishPicture } from "@/components/domain/dish-picture";
import { EmptyState } from "@/components/domain/state-panels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";
import { SAMPLE_MENU, SAMPLE_RESTAURANT, type SampleDish } from "../sample-data/menu-demo-sample";

type Diet = (typeof DIETARY_OPTIONS)[number];

/** The dishes that suit every chosen diet (none chosen: all). */
export function dishesFor(diets: readonly Diet[], menu: readonly SampleDish[] = SAMPLE_MENU): SampleDish[] {
  return menu.filter((d) => diets.every((diet) => d.diets.includes(diet)));
}

const delta = (cents: number) => (cents === 0 ? "" : cents > 0 ? ` +${formatCents(cents)}` : ` −${formatCents(-cents)}`);

/**
 * `/menu-demo`: a restaurant's digital menu — the page a table's QR code or a shared link opens — on bundled sample
 * data: courses, prices, options, dietary filters, a dish sold out and a breakfast dish with its hours. Nothing is
 * sent anywhere.
 */
export function MenuDemo() {
  const [diets, setDiets] = useState<Diet[]>([]);
  const shown = dishesFor(diets);
  const toggle = (diet: Diet) => setDiets((d) => (d.includes(diet) ? d.filter((x) => x !== diet) : [...d, diet]));
  return (
    <div className="grid gap-6">
      <section aria-labelledby="menu-demo-restaurant" className="grid gap-1 rounded-xl border bg-card p-4">
        <h2 id="menu-demo-restaurant" className="text-xl font-semibold">
          {SAMPLE_RESTAURANT.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          {SAMPLE_RESTAURANT.cuisine} · {SAMPLE_RESTAURANT.address} · a sample menu: nothing here is ordered or sent.
        </p>
      </section>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Dietary</legend>
        <div className="flex flex-wrap gap-2" data-testid="menu-demo-filters">
          {DIETARY_OPTIONS.map((diet) => (
            <Button key={diet} type="button" size="sm" className="min-h-11 sm:min-h-9" variant={diets.includes(diet) ? "default" : "outline"} aria-pressed={diets.includes(diet)} onClick={() => toggle(diet)}>
              {diet}
            </Button>
          ))}
        </div>
      </fieldset>
      <p className="sr-only" aria-live="polite">
        {shown.length} {shown.length === 1 ? "dish" : "dishes"} shown
      </p>
      {shown.length === 0 ? (
        <EmptyState
          icon={Leaf}
          title="No dish suits every diet chosen"
          text="Try fewer filters."
          action={
            <Button variant="outline" onClick={() => setDiets([])}>
              Clear filters
            </Button>
          }
          testId="menu-demo-empty"
        />
      ) : (
        MENU_CATEGORIES.map((course) => {
          const dishes = shown.filter((d) => d.course === course);
          if (dishes.length === 0) return null;
          return (
            <section key={course} aria-labelledby={`menu-demo-${course}`} className="grid gap-3">
              <h2 id={`menu-demo-${course}`} className="text-lg font-semibold">
                {MENU_CATEGORY_LABELS[course]}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2">
                {dishes.map((d) => (
                  <DishCard key={d.id} dish={d} />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}

function DishCard({ dish }: { dish: SampleDish }) {
  // A sold-out dish says so with its badge; its text keeps full contrast (no fading).
  return (
    <li className={cn("grid gap-2 rounded-xl border bg-card p-4", dish.soldOut && "border-dashed")} data-testid={`menu-demo-dish-${dish.id}`}>
      <div className="flex items-start gap-3">
        {/* 4:3 like every uploaded photo's variants; the sample has none, so each dish shows the drawing of its kind. */}
        <DishPicture dish={{ name: dish.name, category: dish.course, description: dish.description }} width={96} height={72} sizes="96px" className="h-18 w-24 shrink-0 rounded-lg" />
        <div className="flex min-w-0 flex-1 items-start justify-between gap-2">
          <h3 className="font-semibold leading-snug">{dish.name}</h3>
          <span className="shrink-0 font-semibold tabular-nums">{formatCents(dish.priceCents)}</span>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{dish.description}</p>
      {dish.options?.map((o) => (
        <p key={o.group} className="text-sm">
          <span className="font-medium">{o.group}:</span> {o.choices.map(([name, cents]) => `${name}${delta(cents)}`).join(", ")}
        </p>
      ))}
      <div className="flex flex-wrap gap-1">
        {dish.soldOut ? <Badge variant="secondary">Sold out</Badge> : null}
        {dish.servedUntil ? <Badge variant="secondary">Served until {dish.servedUntil}</Badge> : null}
        {dish.diets.map((diet) => (
          <Badge key={diet} variant="outline" className="font-normal">
            {diet}
          </Badge>
        ))}
      </div>
    </li>
  );
}
