import type { ReactNode } from "react";

type PageHeroProps = {
  eyebrow: string;
  title: string;
  description: ReactNode;
  /** Call-to-action buttons under the text. */
  children?: ReactNode;
  testId?: string;
};

/** The top of every marketing page: one h1, a lead paragraph and optional actions over a soft glow. */
export function PageHero({ eyebrow, title, description, children, testId }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden border-b" aria-labelledby="page-hero-title" data-testid={testId}>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-primary)_0%,transparent_60%)] opacity-15"
      />
      <div className="mx-auto grid max-w-4xl justify-items-center gap-5 px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="rounded-full border bg-background/80 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-primary">
          {eyebrow}
        </p>
        <h1 id="page-hero-title" className="text-balance text-4xl font-bold tracking-tight sm:text-6xl">
          {title}
        </h1>
        <p className="max-w-2xl text-pretty text-lg text-muted-foreground">{description}</p>
        {children ? <div className="flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
