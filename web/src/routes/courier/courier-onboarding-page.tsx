import { Link } from "wouter";
import { SignupForm } from "@/features/auth/components/signup-form";
import { useSession } from "@/features/auth/hooks/use-session";
import { CourierOnboardingWizard } from "@/features/courier-onboarding/components/courier-onboarding-wizard";

/**
 * /courier-onboarding (the landing's "Become a Courier"): the real application, saved on the server. Signed out, its
 * first step is the ordinary sign-up (the auth module's registration); /demo/courier/onboarding keeps the demo.
 */
export function CourierOnboardingPage() {
  const { isAuthenticated, isLoading } = useSession();
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:px-6" data-testid="page-courier-onboarding">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Become a Courier</h1>
        <p className="text-muted-foreground">Elite delivery, premium rewards, transparent earnings. Apply in a few minutes; your progress is saved as you go.</p>
      </header>
      {isLoading ? null : (
        <CourierOnboardingWizard
          signedIn={isAuthenticated}
          accountStep={
            <div className="grid gap-4">
              <p className="text-sm text-muted-foreground">
                Create your Tavola account, or{" "}
                <Link href="/login?next=%2Fcourier-onboarding" className="font-medium text-primary underline-offset-4 hover:underline">
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
