import type { UseFormReturn } from "react-hook-form";
import { Hourglass } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { InlineAlert } from "@/components/domain/state-panels";
import { parseReservationError } from "../../api/reservation-error";
import { type JoinedWaitlist, useJoinWaitlist } from "../../api/waitlist-api";
import { type ContactValues, isContactField } from "../../lib/booking-form";
import { formatGuests, formatIsoDate } from "../../lib/reservation-rules";
import { buildWaitlistInput, DEFAULT_WINDOW, validateWaitlist, type WaitlistWindow } from "../../lib/waitlist-form";
import { ContactFields } from "../booking/contact-fields";

type JoinWaitlistProps = {
  restaurantId: string;
  restaurantName: string;
  date: string;
  partySize: number;
  /** The booking form's contact details: the waitlist asks for the same. */
  form: UseFormReturn<ContactValues>;
  onJoined: (joined: JoinedWaitlist) => void;
};

/**
 * "Join the waitlist" when the day has nothing for the party: the time range they could start in and how
 * to reach them. When a table frees up inside the range, the restaurant offers it through the link.
 * (Not a <form>: it sits inside the booking form, and forms do not nest.)
 */
export function JoinWaitlist({ restaurantId, restaurantName, date, partySize, form, onJoined }: JoinWaitlistProps) {
  const [window, setWindow] = useState<WaitlistWindow>(DEFAULT_WINDOW);
  const [errors, setErrors] = useState<Partial<Record<"from" | "to", string>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const join = useJoinWaitlist();

  function show(problems: Record<string, string>) {
    let focused = false;
    const windowErrors: Partial<Record<"from" | "to", string>> = {};
    const elsewhere: string[] = [];
    for (const [key, message] of Object.entries(problems)) {
      if (isContactField(key)) {
        form.setError(key, { type: "validate", message }, { shouldFocus: !focused });
        focused = true;
      } else if (key === "from" || key === "to") windowErrors[key] = message;
      else elsewhere.push(message);
    }
    setErrors(windowErrors);
    setBanner(elsewhere[0] ?? null);
  }

  const checking = useRef(false);

  async function submit() {
    // One join per tap: the check below may wait for its schema, and the button is disabled only once sent.
    if (checking.current || join.isPending) return;
    form.clearErrors();
    setErrors({});
    setBanner(null);
    const input = buildWaitlistInput({ restaurantId, date, partySize, window, contact: form.getValues() });
    checking.current = true;
    const problems = await validateWaitlist(input).finally(() => {
      checking.current = false;
    });
    if (Object.keys(problems).length > 0) {
      show(problems);
      return;
    }
    join.mutate(input, {
      onSuccess: onJoined,
      onError: (error) => {
        const parsed = parseReservationError(error, "We couldn't add you to the waitlist. Please try again.");
        const fields = Object.fromEntries(Object.entries(parsed.fieldErrors).map(([k, m]) => [k.split(".")[0] ?? k, m[0] ?? parsed.message]));
        if (Object.keys(fields).length > 0) show(fields);
        else setBanner(parsed.message);
      },
    });
  }

  return (
    <div className="grid gap-4" data-testid="form-waitlist">
      <p className="text-sm text-muted-foreground">
        Nothing is free at {restaurantName} for {formatGuests(partySize)} on {formatIsoDate(date)}. Tell us when you could come and we'll offer you a
        table if one frees up.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="From" required error={errors.from} id="waitlist-from" description="The earliest start time">
          <Input type="time" step={900} value={window.from} onChange={(e) => setWindow((w) => ({ ...w, from: e.target.value }))} data-testid="input-waitlist-from" />
        </FormField>
        <FormField label="To" required error={errors.to} id="waitlist-to" description="The latest start time">
          <Input type="time" step={900} value={window.to} onChange={(e) => setWindow((w) => ({ ...w, to: e.target.value }))} data-testid="input-waitlist-to" />
        </FormField>
      </div>
      <ContactFields form={form} largeParty={false} hideNotes />
      <InlineAlert message={banner} testId="error-waitlist" />
      <Button type="button" onClick={() => void submit()} disabled={join.isPending} className="justify-self-start" data-testid="button-join-waitlist-submit">
        <Hourglass aria-hidden="true" />
        {join.isPending ? "Joining..." : "Join the waitlist"}
      </Button>
    </div>
  );
}
