import type { LeadSlaView } from "@tavola/contracts";
import { AlarmClock, CheckCircle2, Clock } from "lucide-react";
import { cn } from "@/lib/utils";
import { slaDisplay } from "../lib/sla-label";

/** The card's promise: a countdown, red once overdue, or "Contacted". */
export function SlaBadge({ sla, now, className }: { sla: LeadSlaView; now: number; className?: string }) {
  const { tone, label } = slaDisplay(sla, now);
  if (tone === "none") return null;
  const Icon = tone === "overdue" ? AlarmClock : tone === "met" ? CheckCircle2 : Clock;
  return (
    <span
      data-testid="badge-sla"
      data-tone={tone}
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium",
        tone === "overdue" && "border-destructive bg-destructive text-destructive-foreground",
        tone === "due" && "border-amber-600/40 bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100",
        tone === "met" && "text-muted-foreground",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3" />
      {label}
    </span>
  );
}
