import { COURIER_ONBOARDING_WIZARD } from "@/features/demos/onboarding/courier-onboarding-definition";
import { OnboardingWizard } from "@/features/demos/onboarding/onboarding-wizard";

/** /demo/courier/onboarding, /demo/courier-onboarding and /courier-onboarding: the 3-step courier wizard. */
export function CourierOnboardingDemoPage() {
  return <OnboardingWizard definition={COURIER_ONBOARDING_WIZARD} />;
}
