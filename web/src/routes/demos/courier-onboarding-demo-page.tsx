import { COURIER_ONBOARDING_WIZARD } from "@/features/demos/onboarding/courier-onboarding-definition";
import { OnboardingWizard } from "@/features/demos/onboarding/onboarding-wizard";

/** /demo/courier/onboarding and /demo/courier-onboarding: the 3-step demo courier wizard (nothing saved; /courier-onboarding is the real one). */
export function CourierOnboardingDemoPage() {
  return <OnboardingWizard definition={COURIER_ONBOARDING_WIZARD} />;
}
