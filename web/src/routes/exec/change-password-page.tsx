import { Link } from "wouter";
import { ChangePasswordForm } from "@/features/auth/components/change-password-form";
import { AuthCardLayout } from "@/routes/public/auth-card-layout";

/** /ceo/change-password (signed in): the current password is required; other sessions of the account end. */
export function ChangePasswordPage() {
  return (
    <AuthCardLayout
      title="Change Password"
      description="Update the password of your executive account."
      footer={
        <Link href="/ceo/dashboard" className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
          Back to the dashboard
        </Link>
      }
    >
      <ChangePasswordForm />
    </AuthCardLayout>
  );
}
