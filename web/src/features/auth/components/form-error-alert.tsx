import { AlertCircle } from "lucide-react";

/** The server's message for a failed submit, announced by screen readers as soon as it appears. */
export function FormErrorAlert({ message, testId }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}
