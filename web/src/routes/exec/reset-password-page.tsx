import { Link, useSearch } from "wouter";
import { ResetPasswordForm, ResetRequestForm } from "@/features/auth/components/reset-password-forms";
import { AuthCardLayout } from "@/routes/public/auth-card-layout";

/** /ceo/reset-password: request a link by email; the link (?token=…) opens the form that sets a new password. */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token");
  return (
    <AuthCardLayout
      title="Reset Password"
      description={token ? "Choose a new password for your account." : "Request a reset link for your executive account."}
      footer={
        <Link href="/ceo/login" className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {token ? <ResetPasswordForm token={token} /> : <ResetRequestForm />}
    </AuthCardLayout>
  );
}
