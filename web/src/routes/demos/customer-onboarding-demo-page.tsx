import { CUSTOMER_ONBOARDING_WIZARD } from "@/features/demos/onboarding/customer-onboarding-definition";
import { OnboardingWizard } from "@/features/demos/onboarding/onboarding-wizard";

/** /demo/user/onboarding and /demo/customer-onboarding: the 3-step customer wizard. */
export function CustomerOnboardingDemoPage() {
  return <OnboardingWizard definition={CUSTOMER_ONBOARDING_WIZARD} />;
}
