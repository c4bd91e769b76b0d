import { FeedbackForm } from "@/features/feedback/components/feedback-form";

/** Spec "Share Your Feedback" (/feedback): open to everyone; now stored and analysed by the server. */
export function FeedbackPage() {
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-12 sm:px-6" data-testid="page-feedback">
      <header className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Share Your Feedback</h1>
        <p className="text-muted-foreground">Tell us how your experience was.</p>
      </header>
      <FeedbackForm />
    </div>
  );
}
