import { useState, type FormEvent } from "react";
import { COMPANY_ROLE_LABELS, type CompanyAccount, type CompanyRole } from "@tavola/contracts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { fieldError, parseApiError, type ApiError } from "@/lib/api-error";
import { formatDate } from "@/lib/format";
import { useInvite } from "../api/b2b-api";

/** Employees and their roles; admins (and executives) invite by email. */
export function PeoplePanel({ account }: { account: CompanyAccount }) {
  const canInvite = account.viewerRole !== "orderer";
  const invite = useInvite(account.company.id);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<CompanyRole>("orderer");
  const [error, setError] = useState<ApiError | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setSent(null);
    try {
      await invite.mutateAsync({ email, role });
      setSent(email);
      setEmail("");
    } catch (err) {
      setError(parseApiError(err));
    }
  }

  return (
    <div className="grid gap-4">
      <ul className="grid gap-2" aria-label="Employees" data-testid="list-employees">
        {account.members.map((m) => (
          <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
            <span className="min-w-0">
              <span className="block font-medium">{m.name}</span>
              <span className="block break-all text-sm text-muted-foreground">{m.email}</span>
            </span>
            <Badge variant={m.role === "admin" ? "default" : "secondary"}>{COMPANY_ROLE_LABELS[m.role]}</Badge>
          </li>
        ))}
        {account.members.length === 0 && <li className="text-sm text-muted-foreground">Nobody has joined yet.</li>}
      </ul>
      {account.invites.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-medium">Invitations waiting</h3>
          <ul className="grid gap-1 text-sm" data-testid="list-invites">
            {account.invites.map((i) => (
              <li key={i.id} className="break-all">{i.email} · {COMPANY_ROLE_LABELS[i.role]} · until {formatDate(i.expiresAt)}</li>
            ))}
          </ul>
        </div>
      )}
      {canInvite && (
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end" noValidate aria-label="Invite an employee">
          <FormField label="Invite by email" error={fieldError(error, "email")} required>
            <Input type="email" autoComplete="off" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} data-testid="input-invite-email" />
          </FormField>
          <FormField label="Role" error={fieldError(error, "role")}>
            <Select value={role} onChange={(e) => setRole(e.target.value as CompanyRole)} data-testid="select-invite-role">
              <option value="orderer">Orderer</option>
              <option value="admin">Admin</option>
            </Select>
          </FormField>
          <Button type="submit" disabled={invite.isPending || email.trim() === ""} data-testid="button-invite">Send invitation</Button>
          <p className="text-sm sm:col-span-3" role="status">
            {sent ? `Invitation sent to ${sent}.` : error && !Object.keys(error.fieldErrors).length ? <span className="text-destructive">{error.message}</span> : null}
          </p>
        </form>
      )}
    </div>
  );
}
