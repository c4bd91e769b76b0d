import { lazy, Suspense } from "react";
import { useAdminKeyTrigger } from "@/features/auth/hooks/use-admin-key-trigger";
import { LandingActionBlocks } from "./landing/landing-action-blocks";
import { LandingFeatures } from "./landing/landing-features";
import { LandingFooter } from "./landing/landing-footer";
import { LandingHero } from "./landing/landing-hero";
import { LandingHowItWorks } from "./landing/landing-how-it-works";
import { LandingPricingTeaser } from "./landing/landing-pricing-teaser";
import { LandingSectionNav } from "./landing/landing-section-nav";
import { LandingTestimonials } from "./landing/landing-testimonials";

// The hidden admin modal (and its form code) is only fetched once somebody actually opens it.
const AdminKeyDialog = lazy(() =>
  import("@/features/auth/components/admin-key-dialog").then((m) => ({ default: m.AdminKeyDialog })),
);

/** The signed-out front door (spec section 2, Landing page), section by section. */
export function LandingPage() {
  const adminKey = useAdminKeyTrigger();

  return (
    <div data-testid="page-landing">
      <LandingSectionNav />
      <LandingHero />
      <LandingActionBlocks />
      <LandingHowItWorks />
      <LandingFeatures />
      <LandingPricingTeaser />
      <LandingTestimonials />
      <LandingFooter />
      {adminKey.open ? (
        <Suspense fallback={null}>
          <AdminKeyDialog open={adminKey.open} onOpenChange={adminKey.setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
