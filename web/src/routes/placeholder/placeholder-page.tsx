import { Construction } from "lucide-react";
import type { PlaceholderRoute } from "./placeholder-routes";

/** A route whose screen a later issue builds: its title and one line, never the 404. */
export function PlaceholderPage({ route }: { route: PlaceholderRoute }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center" data-testid="page-placeholder">
      <Construction className="size-10 text-primary" aria-hidden="true" />
      <h1 className="text-3xl font-semibold tracking-tight">{route.title}</h1>
      <p className="text-muted-foreground">{route.line}</p>
    </section>
  );
}
