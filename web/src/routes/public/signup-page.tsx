import { Link, useLocation } from "wouter";
import { SignupForm } from "@/features/auth/components/signup-form";
import { useSafeNext } from "@/features/auth/hooks/use-safe-next";
import { AuthCardLayout } from "./auth-card-layout";

export function SignupPage() {
  const next = useSafeNext();
  const [, navigate] = useLocation();
  const loginHref = next === "/" ? "/login" : `/login?next=${encodeURIComponent(next)}`;

  return (
    <AuthCardLayout
      title="Create your account"
      description="Order, reserve, cater and collect rewards in one place."
      footer={
        <p>
          Already have an account?{" "}
          <Link href={loginHref} className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      <SignupForm onSuccess={() => navigate(next, { replace: true })} />
    </AuthCardLayout>
  );
}
