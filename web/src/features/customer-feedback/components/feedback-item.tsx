import { RATING_LABELS, type FeedbackView } from "@tavola/contracts";
import { Gift } from "lucide-react";
import { useState, type FormEvent } from "react";
import { GrantPointsPicker } from "@/components/domain/grant-points-picker";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { parseApiError } from "@/lib/api-error";
import { FEEDBACK_CATEGORY_NAMES } from "@/lib/feedback-labels";
import { useGrantRecoveryCredit, useReplyToFeedback } from "../api/customer-feedback-api";
import { cap, SENTIMENT_VARIANT } from "./feedback-format";

/**
 * One guest's feedback for the restaurant's staff: the words and how they read, the contact details, the
 * dashboard alert's state and, for feedback about an order, the recovery credit (once per order).
 */
export function FeedbackItem({ item, restaurantId }: { item: FeedbackView; restaurantId: string }) {
  const [reply, setReply] = useState(item.reply ?? "");
  const [error, setError] = useState<string | undefined>();
  const send = useReplyToFeedback(restaurantId);
  const grant = useGrantRecoveryCredit(restaurantId);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!reply.trim()) return setError("Write a reply");
    setError(undefined);
    send.mutate(
      { feedbackId: item.id, reply },
      { onError: (err) => setError(parseApiError(err).fieldErrors.reply?.[0] ?? parseApiError(err).message) },
    );
  };
  const contact = [item.name, item.email, item.phone].filter(Boolean).join(" · ");
  return (
    <li>
      <Card data-testid={`feedback-${item.id}`}>
        <CardContent className="grid gap-3 pt-6">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold">
              {item.rating} · {RATING_LABELS[item.rating as 1 | 2 | 3 | 4 | 5]}
            </span>
            <Badge variant="outline">{FEEDBACK_CATEGORY_NAMES[item.category]}</Badge>
            <Badge variant={SENTIMENT_VARIANT[item.sentimentLabel]}>{cap(item.sentimentLabel)}</Badge>
            {item.alertState ? (
              <Badge variant={item.alertState === "open" ? "destructive" : "secondary"} data-testid="badge-alert-state">
                {item.alertState === "open" ? "Alert open" : "Alert resolved"}
              </Badge>
            ) : null}
            <span className="text-muted-foreground">{new Date(item.createdAt).toLocaleString()}</span>
          </div>
          <p>{item.text}</p>
          {item.keyPhrases.length > 0 ? <p className="text-sm text-muted-foreground">Key phrases: {item.keyPhrases.join(", ")}</p> : null}
          {contact ? <p className="text-sm">{contact}</p> : null}
          {item.recoveryPoints !== null ? (
            <p className="flex items-center gap-1.5 text-sm font-medium" data-testid="text-recovery-points">
              <Gift aria-hidden="true" className="size-4 text-primary" />
              {item.recoveryPoints} points granted
            </p>
          ) : item.orderId ? (
            <GrantPointsPicker
              pending={grant.isPending}
              error={grant.error ? parseApiError(grant.error).message : undefined}
              onGrant={(points) => grant.mutate({ feedbackId: item.id, points })}
            />
          ) : null}
          <form onSubmit={onSubmit} className="grid gap-2" noValidate>
            <FormField label={item.reply ? "Your reply" : "Reply to the guest"} error={error}>
              <Textarea rows={2} value={reply} onChange={(e) => setReply(e.target.value)} />
            </FormField>
            <div className="flex items-center gap-3">
              <Button type="submit" size="sm" disabled={send.isPending}>
                {item.reply ? "Update reply" : "Send reply"}
              </Button>
              {item.repliedAt ? <span className="text-sm text-muted-foreground">Replied {new Date(item.repliedAt).toLocaleString()}</span> : null}
            </div>
          </form>
        </CardContent>
      </Card>
    </li>
  );
}
