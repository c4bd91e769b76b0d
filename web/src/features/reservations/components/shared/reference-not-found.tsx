import { SearchX } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/domain/state-panels";

/** A reservation's or waitlist place's link that opens nothing: what went wrong, and the way back to booking. */
export function ReferenceNotFound({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      text={text}
      action={
        <Button asChild variant="outline">
          <Link href="/tables">Reserve a table</Link>
        </Button>
      }
      testId={testId}
    />
  );
}
