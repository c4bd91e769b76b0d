import { INVITABLE_ROLES, STAFF_ROLE_LABELS, staffInviteInputSchema, type StaffInviteInput } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { parseApiError } from "@/lib/api-error";
import { teamQueryOptions, useInviteStaff } from "../api/team";

const expires = (iso: string) => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" }).format(new Date(iso));

/**
 * The Settings tab's team, for the owner (anyone else gets 403 from the server and sees nothing here): who works
 * there, the invitations still open, and an invitation by email (a single-use link through the outbox).
 */
export function TeamPanel({ restaurantId }: { restaurantId: string }) {
  const team = useQuery(teamQueryOptions(restaurantId));
  const invite = useInviteStaff(restaurantId);
  const [form, setForm] = useState<{ email: string; role: StaffInviteInput["role"] }>({ email: "", role: "staff" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!team.data) return null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = staffInviteInputSchema.safeParse(form);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join(".") || "_form", i.message])));
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: `Invitation sent to ${parsed.data.email}` });
        setForm({ email: "", role: form.role });
      },
      onError: (error) => {
        const p = parseApiError(error);
        setErrors({ _form: p.message, ...Object.fromEntries(Object.entries(p.fieldErrors).map(([k, v]) => [k, v[0] ?? ""])) });
      },
    });
  }

  return (
    <section aria-labelledby="team-title" className="grid gap-4 rounded-xl border p-4" data-testid="team-panel">
      <div>
        <h2 id="team-title" className="text-xl font-semibold">
          Team
        </h2>
        <p className="text-sm text-muted-foreground">Managers run the menu and the inventory; staff run service. An invitation link works once, for 7 days.</p>
      </div>
      <ul className="grid gap-2" aria-label="Team members">
        {team.data.members.map((m) => (
          <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2">
            <span className="min-w-0">
              <span className="font-medium">{m.name}</span> <span className="break-all text-sm text-muted-foreground">{m.email}</span>
            </span>
            <Badge variant="secondary">{STAFF_ROLE_LABELS[m.role]}</Badge>
          </li>
        ))}
        {team.data.invites.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed px-3 py-2" data-testid="team-invite">
            <span className="break-all text-sm">{i.email}</span>
            <Badge variant="outline">
              {STAFF_ROLE_LABELS[i.role]} · invited, until {expires(i.expiresAt)}
            </Badge>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end" noValidate aria-label="Invite to the team">
        <FormField label="Email" error={errors.email} required>
          <Input type="email" value={form.email} maxLength={254} autoComplete="off" onChange={(e) => setForm({ ...form, email: e.target.value })} data-testid="input-invite-email" />
        </FormField>
        <FormField label="Role" error={errors.role}>
          <Select value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as StaffInviteInput["role"] })}>
            {INVITABLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {STAFF_ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        </FormField>
        <Button type="submit" disabled={invite.isPending} data-testid="button-send-invite">
          {invite.isPending ? "Sending…" : "Send invitation"}
        </Button>
        {errors._form && !errors.email ? (
          <p role="alert" className="text-sm text-destructive sm:col-span-3">
            {errors._form}
          </p>
        ) : null}
      </form>
    </section>
  );
}
