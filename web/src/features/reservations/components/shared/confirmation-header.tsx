import { CheckCircle2 } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { CardHeader } from "@/components/ui/card";

/**
 * The top of a booking's or waitlist place's confirmation: the tick, the title and the reference line. The form
 * this replaces had the focus, so the title takes it and screen readers announce the news.
 */
export function ConfirmationHeader({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <CardHeader className="items-center text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <CheckCircle2 aria-hidden="true" className="size-8" />
      </div>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight focus:outline-none">
        {title}
      </h2>
      <p className="text-muted-foreground">{children}</p>
    </CardHeader>
  );
}
