import { useAuth } from "@/features/auth/hooks/use-auth";
import { CustomerFeedback } from "@/features/customer-feedback/components/customer-feedback";

/** /customer-feedback (signed in; restaurant staff and executives): guest feedback, its sentiment and replies. */
export function CustomerFeedbackPage() {
  const { isExecutive } = useAuth();
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6" data-testid="page-customer-feedback">
      <h1 className="text-3xl font-bold tracking-tight">Customer Feedback</h1>
      <CustomerFeedback isExecutive={isExecutive} />
    </div>
  );
}
