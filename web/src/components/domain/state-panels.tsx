import { AlertCircle, type LucideIcon, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** A failed read: what failed, the server's reason when it has one, and a retry. */
export function ErrorState({ title, message, onRetry, testId }: { title: string; message?: string; onRetry: () => void; testId?: string }) {
  return (
    <div role="alert" className="grid justify-items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center" data-testid={testId}>
      <AlertCircle aria-hidden="true" className="size-8 text-destructive" />
      <p className="font-medium">{title}</p>
      {message ? <p className="max-w-md text-sm text-muted-foreground">{message}</p> : null}
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

export function EmptyState({ icon: Icon, title, text, action, testId }: { icon: LucideIcon; title: string; text?: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center" data-testid={testId}>
      <div className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </div>
      <p className="font-semibold">{title}</p>
      {text ? <p className="max-w-sm text-sm text-muted-foreground">{text}</p> : null}
      {action}
    </div>
  );
}

/** An inline problem inside a form or panel, announced as it appears. */
export function InlineAlert({ message, children, testId }: { message: string | null | undefined; children?: ReactNode; testId?: string }) {
  if (!message) return null;
  return (
    <div role="alert" data-testid={testId} className="grid gap-3 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-destructive">
      <p className="flex items-start gap-2">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{message}</span>
      </p>
      {children}
    </div>
  );
}
