import { Sparkles } from "lucide-react";
import { Link, Redirect, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { LoginForm } from "@/features/auth/components/login-form";
import { useSession } from "@/features/auth/hooks/use-session";
import { useDemoLogin } from "@/features/auth/hooks/use-demo-login";
import { useDemoMode } from "@/features/auth/hooks/use-demo-mode";
import { useSafeNext } from "@/features/auth/hooks/use-safe-next";
import { AuthCardLayout } from "./auth-card-layout";

export function LoginPage() {
  const next = useSafeNext();
  const [, navigate] = useLocation();
  const demo = useDemoLogin({ redirectTo: next });
  // The demo button only once the server has said it runs in demo mode (never on a production server).
  const demoMode = useDemoMode();
  const { isAuthenticated } = useSession();
  const signupHref = next === "/" ? "/signup" : `/signup?next=${encodeURIComponent(next)}`;

  // Already signed in (e.g. a stale bookmark): go straight to where the visitor was heading.
  if (isAuthenticated && !demo.isPending) return <Redirect to={next} replace />;

  return (
    <AuthCardLayout
      title="Sign in"
      description="Welcome back to Tavola."
      footer={
        <p>
          New to Tavola?{" "}
          <Link href={signupHref} className="font-medium text-primary underline-offset-4 hover:underline">
            Create an account
          </Link>
        </p>
      }
    >
      <LoginForm onSuccess={() => navigate(next, { replace: true })} />
      {demoMode ? (
        <>
          <div className="relative text-center text-xs uppercase text-muted-foreground">
            <span className="bg-card px-2">or</span>
            <span aria-hidden="true" className="absolute inset-x-0 top-1/2 -z-10 border-t" />
          </div>
          <Button variant="secondary" onClick={demo.login} disabled={demo.isPending} data-testid="button-try-demo">
            <Sparkles aria-hidden="true" />
            {demo.isPending ? "Logging in..." : "Try the demo"}
          </Button>
        </>
      ) : null}
    </AuthCardLayout>
  );
}
