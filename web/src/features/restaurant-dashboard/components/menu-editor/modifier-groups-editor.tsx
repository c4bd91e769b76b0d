import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export type OptionDraft = { id?: string; name: string; delta: string; available: boolean };
export type GroupDraft = { id?: string; name: string; min: string; max: string; options: OptionDraft[] };

export const SIZE_TEMPLATE: GroupDraft = {
  name: "Size",
  min: "1",
  max: "1",
  options: [
    { name: "Small", delta: "-2.00", available: true },
    { name: "Medium", delta: "0.00", available: true },
    { name: "Large", delta: "3.00", available: true },
  ],
};
export const EXTRAS_TEMPLATE: GroupDraft = { name: "Extras", min: "0", max: "3", options: [{ name: "", delta: "1.00", available: true }] };

type Props = { groups: GroupDraft[]; onChange: (groups: GroupDraft[]) => void; errors: Record<string, string> };

/**
 * A dish's modifier groups as its owner edits them: a name, how many options a guest picks (min–max) and the
 * options with what each adds to the price. Size (choose 1) and Extras (up to 3) start from a template.
 */
export function ModifierGroupsEditor({ groups, onChange, errors }: Props) {
  const setGroup = (i: number, patch: Partial<GroupDraft>) => onChange(groups.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  const setOption = (i: number, k: number, patch: Partial<OptionDraft>) =>
    setGroup(i, { options: groups[i]!.options.map((o, j) => (j === k ? { ...o, ...patch } : o)) });
  return (
    <fieldset className="grid gap-3" data-testid="modifier-groups">
      <legend className="mb-1 font-semibold">Options (modifier groups)</legend>
      {groups.length === 0 ? <p className="text-sm text-muted-foreground">No options: guests add this dish as it is.</p> : null}
      {groups.map((g, i) => (
        <div key={g.id ?? `new-${i}`} className="grid gap-2 rounded-lg border p-3" data-testid={`group-editor-${i}`}>
          <div className="flex flex-wrap items-end gap-2">
            <label className="grid min-w-0 flex-[1_1_10rem] gap-1 text-sm">
              Group name
              <Input value={g.name} maxLength={60} onChange={(e) => setGroup(i, { name: e.target.value })} aria-invalid={!!errors[`modifierGroups.${i}.name`]} />
            </label>
            <label className="grid w-18 gap-1 text-sm">
              Min
              <Input value={g.min} inputMode="numeric" onChange={(e) => setGroup(i, { min: e.target.value })} aria-invalid={!!errors[`modifierGroups.${i}.minSelect`]} />
            </label>
            <label className="grid w-18 gap-1 text-sm">
              Max
              <Input value={g.max} inputMode="numeric" onChange={(e) => setGroup(i, { max: e.target.value })} aria-invalid={!!errors[`modifierGroups.${i}.maxSelect`]} />
            </label>
            <Button type="button" variant="ghost" size="icon" className="size-11" onClick={() => onChange(groups.filter((_, j) => j !== i))} aria-label={`Remove group ${g.name || i + 1}`}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
          {Object.entries(errors)
            .filter(([k]) => k.startsWith(`modifierGroups.${i}.`) || k === `modifierGroups.${i}`)
            .map(([k, m]) => (
              <p key={k} className="text-sm text-destructive" role="alert">
                {m}
              </p>
            ))}
          <ul className="grid gap-2">
            {g.options.map((o, k) => (
              <li key={o.id ?? `new-${k}`} className="flex flex-wrap items-center gap-2">
                <Input className="min-w-0 flex-[1_1_9rem]" value={o.name} maxLength={60} placeholder="Option" aria-label={`Option ${k + 1} of ${g.name || "group"}`} onChange={(e) => setOption(i, k, { name: e.target.value })} />
                <Input className="w-24" value={o.delta} inputMode="decimal" aria-label={`Price change of ${o.name || `option ${k + 1}`} in dollars`} onChange={(e) => setOption(i, k, { delta: e.target.value })} />
                <label className="flex min-h-11 min-w-14 items-center gap-1.5 text-sm">
                  <input type="checkbox" className="size-4 accent-primary" checked={o.available} onChange={(e) => setOption(i, k, { available: e.target.checked })} />
                  On
                </label>
                <Button type="button" variant="ghost" size="icon" className="size-11" disabled={g.options.length === 1} onClick={() => setGroup(i, { options: g.options.filter((_, j) => j !== k) })} aria-label={`Remove option ${o.name || k + 1}`}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => setGroup(i, { options: [...g.options, { name: "", delta: "0.00", available: true }] })}>
            <Plus aria-hidden="true" /> Add option
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...groups, structuredClone(SIZE_TEMPLATE)])} data-testid="button-add-size-group">
          <Plus aria-hidden="true" /> Size (choose 1)
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...groups, structuredClone(EXTRAS_TEMPLATE)])}>
          <Plus aria-hidden="true" /> Extras (up to 3)
        </Button>
      </div>
    </fieldset>
  );
}
