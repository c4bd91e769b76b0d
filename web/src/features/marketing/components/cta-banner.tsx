import type { ReactNode } from "react";

type CtaBannerProps = { id: string; title: string; description: string; children: ReactNode };

/** The closing call to action of a marketing page. */
export function CtaBanner({ id, title, description, children }: CtaBannerProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
      <div className="grid justify-items-center gap-5 rounded-2xl border bg-secondary px-6 py-12 text-center text-secondary-foreground sm:px-12">
        <h2 id={id} className="text-balance text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="max-w-xl text-muted-foreground">{description}</p>
        <div className="flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
