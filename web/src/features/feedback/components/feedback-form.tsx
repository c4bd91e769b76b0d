import type { FeedbackCategory, FeedbackSubmitInput } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, UserRound } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearch } from "wouter";
import { CategorySelect } from "@/components/domain/category-select";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useSession } from "@/features/auth/hooks/use-session";
import { parseApiError } from "@/lib/api-error";
import { feedbackOrderQueryOptions, useSubmitFeedback } from "../api/feedback-api";
import { OrderContext } from "./order-context";
import { StarRating } from "./star-rating";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Draft = { rating: number | null; category: FeedbackCategory | ""; text: string; name: string; email: string; phone: string };
const EMPTY: Draft = { rating: null, category: "", text: "", name: "", email: "", phone: "" };

/** The spec's rule: a rating, a category and non-empty text (the server checks the same, with the same words). */
function validate(d: Draft): Record<string, string> {
  const e: Record<string, string> = {};
  if (d.rating === null) e.rating = "Please choose a rating";
  if (!d.category) e.category = "Please choose a category";
  if (!d.text.trim()) e.text = "Please tell us about your experience";
  return e;
}

/**
 * Spec "Share Your Feedback": the form, then "Thank You!" with "Submit Another Review", then the form again.
 * Opened from an order (`?orderId=`, My Orders' "Leave feedback"), it shows and sends which order it is about,
 * through every review. Signed-in guests are known to the server, so the optional contact fields are for
 * visitors only.
 */
export function FeedbackForm() {
  const search = new URLSearchParams(useSearch());
  const rawOrderId = search.get("orderId");
  const orderId = rawOrderId && UUID.test(rawOrderId) ? rawOrderId : null;
  const restaurantId = search.get("restaurantId");
  const { user, isLoading: sessionLoading } = useSession();
  const order = useQuery({ ...feedbackOrderQueryOptions(orderId ?? ""), enabled: orderId !== null && user !== null });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const submit = useSubmitFeedback();
  const thanksRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) thanksRef.current?.focus();
  }, [done]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    const body: FeedbackSubmitInput = {
      rating: draft.rating!,
      category: draft.category as FeedbackCategory,
      text: draft.text,
      // A signed-in guest's account identifies them: no contact fields are shown or sent.
      ...(user === null && draft.name.trim() ? { name: draft.name } : {}),
      ...(user === null && draft.email.trim() ? { email: draft.email.trim() } : {}),
      ...(user === null && draft.phone.trim() ? { phone: draft.phone } : {}),
      ...(orderId ? { orderId } : restaurantId && UUID.test(restaurantId) ? { restaurantId } : {}),
    };
    submit.mutate(body, {
      onSuccess: () => setDone(true),
      onError: (error) => {
        const api = parseApiError(error);
        const fields = Object.fromEntries(Object.entries(api.fieldErrors).map(([k, v]) => [k, v[0] ?? ""]));
        setErrors(fields);
        // A message for a field this guest does not see (a signed-in guest has no contact fields) is said above the button.
        const shown = ["rating", "category", "text", "orderId", "restaurantId", ...(user === null ? ["name", "email", "phone"] : [])];
        if (!Object.keys(fields).some((k) => shown.includes(k))) setFormError(Object.values(fields)[0] ?? api.message);
      },
    });
  };

  if (done) {
    return (
      <Card className="mx-auto max-w-xl text-center" data-testid="feedback-thank-you">
        <CardHeader className="items-center">
          <CheckCircle2 aria-hidden="true" className="size-12 text-primary" />
          <h2 ref={thanksRef} tabIndex={-1} className="text-2xl font-semibold">
            Thank You!
          </h2>
          <CardDescription>
            {order.data ? `Your feedback about order ${order.data.reference} is with ${order.data.restaurant.name}.` : "Your feedback helps us improve every experience."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            data-testid="button-submit-another"
            onClick={() => {
              setDraft(EMPTY);
              setErrors({});
              submit.reset();
              setDone(false);
            }}
          >
            Submit Another Review
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="pt-6">
        <form noValidate onSubmit={onSubmit} className="grid gap-5" data-testid="form-feedback">
          {order.data ? <OrderContext order={order.data} /> : null}
          {orderId && !sessionLoading && user === null ? (
            <p className="rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground" data-testid="feedback-order-signed-out">
              This feedback is about one of your orders. Sign in as the guest who placed it so the restaurant knows which one.
            </p>
          ) : null}
          {order.isError ? (
            <p role="alert" className="text-sm font-medium text-destructive" data-testid="feedback-order-error">
              {parseApiError(order.error, "We couldn't find that order.").message}
            </p>
          ) : null}
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">
              Overall Rating<span aria-hidden="true" className="ml-0.5 text-destructive">*</span>
            </legend>
            <StarRating value={draft.rating} onChange={(r) => set("rating", r)} describedBy={errors.rating ? "rating-error" : undefined} />
            {errors.rating ? (
              <p id="rating-error" role="alert" className="text-sm font-medium text-destructive">
                {errors.rating}
              </p>
            ) : null}
          </fieldset>
          <FormField label="Category" required error={errors.category}>
            <CategorySelect value={draft.category} onValueChange={(v) => set("category", v)} emptyLabel="Choose a category" data-testid="select-category" />
          </FormField>
          <FormField label="Your Feedback" required error={errors.text}>
            <Textarea rows={5} value={draft.text} onChange={(e) => set("text", e.target.value)} data-testid="input-feedback-text" />
          </FormField>
          {user ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="feedback-signed-in-as">
              <UserRound aria-hidden="true" className="size-4" />
              Sending as {[user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || "you"}
            </p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField label="Name (optional)" error={errors.name}>
                <Input value={draft.name} onChange={(e) => set("name", e.target.value)} autoComplete="name" />
              </FormField>
              <FormField label="Email (optional)" error={errors.email}>
                <Input type="email" value={draft.email} onChange={(e) => set("email", e.target.value)} autoComplete="email" />
              </FormField>
              <FormField label="Phone (optional)" error={errors.phone}>
                <Input type="tel" value={draft.phone} onChange={(e) => set("phone", e.target.value)} autoComplete="tel" />
              </FormField>
            </div>
          )}
          {formError || errors.orderId || errors.restaurantId ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {formError ?? errors.orderId ?? errors.restaurantId}
            </p>
          ) : null}
          <Button type="submit" disabled={submit.isPending} data-testid="button-submit-feedback">
            {submit.isPending ? "Submitting…" : "Submit Feedback"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
