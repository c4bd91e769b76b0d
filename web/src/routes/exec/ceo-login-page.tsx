import { Link, useLocation } from "wouter";
import { ExecLoginForm } from "@/features/auth/components/exec-login-form";
import { AuthCardLayout } from "@/routes/public/auth-card-layout";

/** /ceo/login: executives (ceo, super_admin) sign in with their password and a second factor. */
export function CeoLoginPage() {
  const [, navigate] = useLocation();
  return (
    <AuthCardLayout
      title="CEO Login"
      description="Executive sign-in for the Tavola leadership team."
      footer={
        <Link href="/ceo/reset-password" className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
      }
    >
      <ExecLoginForm onSignedIn={() => navigate("/ceo/dashboard", { replace: true })} />
    </AuthCardLayout>
  );
}
