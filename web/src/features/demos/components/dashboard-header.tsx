import type { ReactNode } from "react";

/** The title block of a demo dashboard, with a note that its figures are sample data. */
export function DashboardHeader({ title, subtitle, aside }: { title: string; subtitle: string; aside?: ReactNode }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="text-sm font-medium uppercase tracking-wide text-primary">Demo dashboard · sample data</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-muted-foreground">{subtitle}</p>
      </div>
      {aside}
    </header>
  );
}
