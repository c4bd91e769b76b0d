import type { Order } from "@tavola/contracts";
import { Check, CircleDot, XCircle } from "lucide-react";
import { cn } from "@/lib/utils";
import { buildTimeline, type TimelineStep } from "../../lib/order-timeline";
import { formatTime } from "../../lib/time-format";

const DOT: Record<TimelineStep["state"], string> = {
  done: "bg-primary text-primary-foreground",
  current: "bg-primary text-primary-foreground ring-4 ring-primary/20",
  upcoming: "bg-muted text-muted-foreground",
  stopped: "bg-destructive text-destructive-foreground",
};

function StepIcon({ state }: { state: TimelineStep["state"] }) {
  if (state === "stopped") return <XCircle aria-hidden="true" className="size-4" />;
  if (state === "current") return <CircleDot aria-hidden="true" className="size-4" />;
  if (state === "done") return <Check aria-hidden="true" className="size-4" />;
  return <span aria-hidden="true" className="size-2 rounded-full bg-muted-foreground/50" />;
}

const STATE_TEXT: Record<TimelineStep["state"], string> = { done: "done", current: "current step", upcoming: "not yet", stopped: "" };

/** Every state of the order: passed ones with their time, the current one highlighted, the rest greyed. */
export function OrderTimeline({ order }: { order: Order }) {
  const steps = buildTimeline(order);
  return (
    <ol className="grid" aria-label="Order progress" data-testid="timeline">
      {steps.map((s, i) => (
        <li key={s.status} className="relative flex gap-4 pb-6 last:pb-0" aria-current={s.state === "current" ? "step" : undefined} data-state={s.state} data-testid={`timeline-step-${s.status}`}>
          {i < steps.length - 1 ? (
            <span aria-hidden="true" className={cn("absolute left-[0.9375rem] top-8 h-[calc(100%-2rem)] w-0.5", s.state === "done" ? "bg-primary" : "bg-border")} />
          ) : null}
          <span className={cn("relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full", DOT[s.state])}>
            <StepIcon state={s.state} />
          </span>
          <div className="grid gap-0.5 pt-1">
            <p className={cn("font-medium leading-tight", s.state === "upcoming" && "text-muted-foreground", s.state === "stopped" && "text-destructive")}>
              {s.label}
              {STATE_TEXT[s.state] ? <span className="sr-only"> ({STATE_TEXT[s.state]})</span> : null}
            </p>
            {s.at ? (
              <time dateTime={s.at} className="text-sm text-muted-foreground">
                {formatTime(s.at)}
              </time>
            ) : null}
            {s.state === "stopped" ? <p className="text-sm text-muted-foreground">{s.reason ? `Reason: ${s.reason}` : "No reason was given."}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
