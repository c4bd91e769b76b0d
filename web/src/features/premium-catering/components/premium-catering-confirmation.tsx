import { PROMISED_CALL_BUSINESS_HOURS } from "@tavola/contracts";
import { CheckCircle2, ClipboardCheck, FileText, Home, PhoneCall, Salad } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

const NEXT_STEPS = [
  {
    icon: PhoneCall,
    title: `A catering specialist calls you within ${PROMISED_CALL_BUSINESS_HOURS} business hours`,
    text: "to go through your event and answer any questions.",
  },
  { icon: FileText, title: "You receive a detailed quote", text: "covering menu, service and delivery." },
  {
    icon: Salad,
    title: "Menu customization and dietary accommodations",
    text: "are tailored to your guests together with our chefs.",
  },
  {
    icon: ClipboardCheck,
    title: "Final confirmation and logistics",
    text: "— timing, setup and delivery details are locked in before the day.",
  },
] as const;

/** The "submitted" state of the premium form (spec section 4). */
export function PremiumCateringConfirmation() {
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone; move focus so keyboard and screen-reader users land on the result.
  // Scroll the whole card into view first (clear of the sticky header), then focus without a second jump.
  useEffect(() => {
    // scrollIntoView is optional-called because test DOMs (jsdom) do not implement it.
    sectionRef.current?.scrollIntoView?.({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      ref={sectionRef}
      aria-labelledby="request-submitted-title"
      className="mx-auto grid max-w-2xl scroll-mt-24 gap-8 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-10"
      data-testid="premium-catering-confirmation"
    >
      <div className="grid justify-items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <CheckCircle2 aria-hidden="true" className="size-8" />
        </span>
        <h2
          id="request-submitted-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
          data-testid="text-request-submitted"
        >
          Request Submitted
        </h2>
        <p className="text-muted-foreground">
          Thank you — your catering request is with our team.
        </p>
      </div>
      <div className="grid gap-4">
        <h3 className="text-lg font-semibold" data-testid="text-what-happens-next">
          What happens next?
        </h3>
        <ol className="grid gap-4">
          {NEXT_STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="flex gap-4" data-testid={`step-next-${index + 1}`}>
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <p className="text-sm leading-relaxed">
                <span className="font-medium">{title}</span> <span className="text-muted-foreground">{text}</span>
              </p>
            </li>
          ))}
        </ol>
      </div>
      <Button asChild size="lg" className="justify-self-center" data-testid="button-return-home">
        <Link href="/">
          <Home aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </section>
  );
}
