import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A failed read (not a 401, which is an empty state): say so and offer one retry. */
export function PanelError({ message, onRetry, testId }: { message: string; onRetry: () => void; testId: string }) {
  return (
    <div role="alert" className="grid justify-items-center gap-3 py-6 text-center" data-testid={testId}>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
