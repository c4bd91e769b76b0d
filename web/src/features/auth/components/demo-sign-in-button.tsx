import type { Role } from "@tavola/contracts";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useDemoLogin } from "../hooks/use-demo-login";
import { useDemoMode } from "../hooks/use-demo-mode";

type DemoSignInButtonProps = Omit<ComponentProps<typeof Button>, "onClick" | "asChild" | "children"> & {
  /** The demo account's role (the demo customer when absent). */
  role?: Role;
  /** Where the button leads when the server has no demo mode: the real sign-in form. */
  signInHref?: string;
  label: string;
  pendingLabel: string;
  icon?: ReactNode;
};

/**
 * A spec login button: in demo mode it signs in a demo account (GET /api/test-login); when the server says
 * demo mode is off it is a plain link, with the same label, to the sign-in form.
 */
export function DemoSignInButton({ role, signInHref = "/login", label, pendingLabel, icon, disabled, ...buttonProps }: DemoSignInButtonProps) {
  const demoMode = useDemoMode();
  const demo = useDemoLogin({ role, signInHref });
  if (demoMode === false) {
    return (
      <Button asChild {...buttonProps}>
        <Link href={signInHref}>
          {icon}
          {label}
        </Link>
      </Button>
    );
  }
  return (
    <Button {...buttonProps} onClick={demo.login} disabled={disabled || demo.isPending}>
      {icon}
      {demo.isPending ? pendingLabel : label}
    </Button>
  );
}
