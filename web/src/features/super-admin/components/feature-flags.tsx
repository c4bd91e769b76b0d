import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { FeatureFlag } from "@tavola/contracts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { parseApiError } from "@/lib/api-error";
import { formatDate } from "@/lib/format";
import { adminFlagsQueryOptions, useSetFlag } from "../api/admin-api";

/** The feature flags: on/off and an optional percentage rollout; super admins change them (audited), a ceo reads. */
export function FeatureFlags({ canChange }: { canChange: boolean }) {
  const flags = useQuery(adminFlagsQueryOptions);
  const setFlag = useSetFlag();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Feature flags</CardTitle>
        <p className="text-sm text-muted-foreground">
          Every server drops its cached copy when a flag changes. A rollout percentage turns a flag on for that share of signed-in users, the same users each time. Every change is in the audit log.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {flags.isError ? (
          <p role="alert">{parseApiError(flags.error).message}</p>
        ) : !flags.data ? (
          <Skeleton className="h-24" aria-label="Loading feature flags" />
        ) : (
          <ul className="grid gap-4" aria-label="Feature flags">
            {flags.data.map((f) => (
              <FlagRow key={f.key} flag={f} canChange={canChange} pending={setFlag.isPending} onSet={(enabled, rolloutPercent) => setFlag.mutate({ key: f.key, enabled, rolloutPercent })} />
            ))}
          </ul>
        )}
        {setFlag.isError && (
          <p role="alert" className="text-sm text-destructive">
            {Object.values(parseApiError(setFlag.error).fieldErrors).flat()[0] ?? parseApiError(setFlag.error).message}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function FlagRow({ flag, canChange, pending, onSet }: { flag: FeatureFlag; canChange: boolean; pending: boolean; onSet: (enabled: boolean, rolloutPercent: number | null) => void }) {
  const [percent, setPercent] = useState(flag.rolloutPercent === null ? "" : String(flag.rolloutPercent));
  const id = `flag-${flag.key}`;
  const parsed = percent.trim() === "" ? null : Number(percent);
  const valid = parsed === null || (Number.isInteger(parsed) && parsed >= 0 && parsed <= 100);
  return (
    <li className="grid gap-2 rounded-lg border p-3" data-testid={id}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <code className="break-all font-mono text-sm font-semibold" id={`${id}-name`}>
          {flag.key}
        </code>
        <div className="flex items-center gap-2">
          <span className="text-sm">{flag.enabled ? (flag.rolloutPercent === null ? "On for everyone" : `On for ${flag.rolloutPercent}%`) : "Off"}</span>
          <Switch checked={flag.enabled} disabled={!canChange || pending} onCheckedChange={(on) => onSet(on, flag.rolloutPercent)} aria-labelledby={`${id}-name`} />
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{flag.description}</p>
      {canChange && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) onSet(flag.enabled, parsed);
          }}
        >
          <label className="grid gap-1 text-sm" htmlFor={`${id}-percent`}>
            <span>Rollout % (empty: everyone)</span>
            <Input id={`${id}-percent`} inputMode="numeric" className="w-32" value={percent} onChange={(e) => setPercent(e.target.value)} aria-invalid={!valid} maxLength={3} />
          </label>
          <Button type="submit" size="sm" variant="outline" disabled={!valid || pending}>
            Save rollout
          </Button>
          {!valid && <span className="text-sm text-destructive">A whole number from 0 to 100</span>}
        </form>
      )}
      <p className="text-xs text-muted-foreground">{flag.updatedAt ? `Changed ${formatDate(flag.updatedAt)}${flag.updatedBy ? ` by ${flag.updatedBy}` : ""}` : "Never changed (default)"}</p>
    </li>
  );
}
