import { useId } from "react";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";

type SettingSwitchProps = {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  testId: string;
  className?: string;
};

/**
 * A labelled switch whose whole tile is the touch target: the label spans the tile and is tied to the
 * switch, so a tap anywhere on it flips the setting (the switch itself is small for a gloved finger).
 */
export function SettingSwitch({ label, description, checked, onCheckedChange, disabled, testId, className }: SettingSwitchProps) {
  const id = useId();
  return (
    <div className={cn("relative flex min-h-16 items-center justify-between gap-4 rounded-lg border bg-card px-4 py-3", className)}>
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-base font-medium after:absolute after:inset-0 after:content-['']">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        className="relative z-10"
        data-testid={testId}
      />
    </div>
  );
}
