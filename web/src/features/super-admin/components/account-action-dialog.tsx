import { useState, type FormEvent } from "react";
import { ROLE_LABELS, ROLES, type AdminUser, type Role } from "@tavola/contracts";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { fieldError, parseApiError } from "@/lib/api-error";
import { useAccountAction, type AccountAction } from "../api/admin-api";

export type ActionKind = AccountAction["kind"];

const TITLES: Record<ActionKind, string> = {
  role: "Change role",
  lock: "Lock account",
  unlock: "Unlock account",
  "end-sessions": "Sign out everywhere",
  "reset-second-factor": "Reset second factor",
};
const EXPLANATIONS: Record<ActionKind, string> = {
  role: "The account is signed out everywhere and gets the new role at its next sign-in.",
  lock: "The account is signed out at once and cannot sign in until it is unlocked.",
  unlock: "The account can sign in again.",
  "end-sessions": "Every session of this account ends now; the person signs in again.",
  "reset-second-factor": "For a lost authenticator: the factor and recovery codes are removed and the account is signed out; its next sign-in at /ceo/login sets up a new one.",
};

type Props = { user: AdminUser; kind: ActionKind | null; onClose: () => void; onDone: (message: string) => void };

/** One dialog for every account action: what it does, the role when it changes, and the reason the audit log keeps. */
export function AccountActionDialog({ user, kind, onClose, onDone }: Props) {
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        {kind && <ActionForm key={`${user.id}:${kind}`} user={user} kind={kind} onDone={onDone} onCancel={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ActionForm({ user, kind, onDone, onCancel }: { user: AdminUser; kind: ActionKind; onDone: Props["onDone"]; onCancel: () => void }) {
  const [role, setRole] = useState<Role>(user.role === "customer" ? "restaurant_staff" : "customer");
  const [reason, setReason] = useState("");
  const action = useAccountAction(user.id);
  const error = action.error ? parseApiError(action.error) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: AccountAction = kind === "role" ? { kind, role, reason } : { kind, reason };
    action.mutate(body, {
      onSuccess: (updated) =>
        onDone(
          kind === "role"
            ? `${updated.email} is now ${ROLE_LABELS[updated.role]}.`
            : kind === "lock"
              ? `${updated.email} is locked.`
              : kind === "unlock"
                ? `${updated.email} is unlocked.`
                : kind === "reset-second-factor"
                  ? `${updated.email} sets up a new second factor at their next sign-in.`
                  : `${updated.email} is signed out everywhere.`,
        ),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{TITLES[kind]}</DialogTitle>
        <DialogDescription>
          <span className="break-all font-medium text-foreground">{user.email}</span> · {EXPLANATIONS[kind]}
        </DialogDescription>
      </DialogHeader>
      {kind === "role" && (
        <FormField label="New role" error={fieldError(error, "role")} required>
          <Select value={role} onChange={(e) => setRole(e.target.value as Role)} data-testid="select-new-role">
            {ROLES.filter((r) => r !== user.role).map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <FormField label="Reason" description="Kept in the audit log with your name." error={fieldError(error, "reason")} required>
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} data-testid="input-admin-reason" />
      </FormField>
      {error && Object.keys(error.fieldErrors).length === 0 && (
        <p role="alert" className="text-sm text-destructive">
          {error.message}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant={kind === "lock" ? "destructive" : "default"} disabled={action.isPending} data-testid="button-confirm-admin-action">
          {action.isPending ? "Saving…" : TITLES[kind]}
        </Button>
      </DialogFooter>
    </form>
  );
}
