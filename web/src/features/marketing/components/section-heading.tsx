type SectionHeadingProps = { id: string; title: string; description?: string; align?: "center" | "start" };

/** An h2 with its lead line; `id` is what the surrounding <section aria-labelledby> points at. */
export function SectionHeading({ id, title, description, align = "center" }: SectionHeadingProps) {
  const alignClass = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`grid max-w-2xl gap-3 ${alignClass}`}>
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="text-muted-foreground">{description}</p> : null}
    </div>
  );
}
