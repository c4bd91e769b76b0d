import { Link } from "wouter";
import { SignupForm } from "@/features/auth/components/signup-form";
import { useSession } from "@/features/auth/hooks/use-session";
import { RestaurantOnboardingWizard } from "@/features/restaurant-onboarding/components/restaurant-onboarding-wizard";

/**
 * /restaurant-onboarding (footer: Restaurant Onboarding): the real application, saved on the server and reviewed by
 * Tavola's executives. Signed out, its first step is the owner's account (the ordinary sign-up);
 * /demo/restaurant/onboarding keeps the spec's demo wizard, which saves nothing.
 */
export function RestaurantOnboardingPage() {
  const { isAuthenticated, isLoading } = useSession();
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:px-6" data-testid="page-restaurant-onboarding">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Restaurant Onboarding</h1>
        <p className="text-muted-foreground">Bring your restaurant onto Tavola. Your answers are saved at every step.</p>
      </header>
      {isLoading ? null : (
        <RestaurantOnboardingWizard
          signedIn={isAuthenticated}
          accountStep={
            <div className="grid gap-4">
              <p className="text-sm text-muted-foreground">
                Create the owner's account, or{" "}
                <Link href="/login?next=%2Frestaurant-onboarding" className="font-medium text-primary underline-offset-4 hover:underline">
                  sign in
                </Link>{" "}
                to continue an application.
              </p>
              <SignupForm onSuccess={() => undefined} />
            </div>
          }
        />
      )}
    </div>
  );
}
