import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { CardContent, CardDescription, CardHeader } from "@/components/ui/card";

type FormSectionProps = {
  id: string;
  icon: LucideIcon;
  title: string;
  description?: string;
  children: ReactNode;
};

/** One titled card of the premium form; the h2 names the region for screen-reader navigation. */
export function FormSection({ id, icon: Icon, title, description, children }: FormSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border bg-card text-card-foreground shadow-sm"
      data-testid={`section-${id}`}
    >
      <CardHeader className="flex-row items-start gap-3 space-y-0">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="grid gap-1">
          <h2 id={titleId} className="text-lg font-semibold leading-tight tracking-tight">
            {title}
          </h2>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </section>
  );
}
