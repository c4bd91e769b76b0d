import { OnboardingWizard } from "@/features/demos/onboarding/onboarding-wizard";
import { RESTAURANT_ONBOARDING_WIZARD } from "@/features/demos/onboarding/restaurant-onboarding-definition";

/** /demo/restaurant/onboarding and /demo/restaurant-onboarding: the 4-step restaurant partner wizard. */
export function RestaurantOnboardingDemoPage() {
  return <OnboardingWizard definition={RESTAURANT_ONBOARDING_WIZARD} />;
}
