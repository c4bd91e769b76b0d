import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

/** One numbered step of a form (checkout, booking), as a card with a heading screen readers can jump to. */
export function StepSection({ id, step, title, icon: Icon, children, aside }: { id: string; step: number; title: string; icon: LucideIcon; children: ReactNode; aside?: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`} data-testid={`section-${id}`}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 pb-4">
        <h2 id={`${id}-title`} className="flex items-center gap-3 text-lg font-semibold tracking-tight">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground" aria-hidden="true">
            {step}
          </span>
          <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
          {title}
        </h2>
        {aside}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
