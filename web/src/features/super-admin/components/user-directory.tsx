import { useDeferredValue, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ACCOUNT_STATUSES, ROLE_LABELS, ROLES, type AccountStatus, type AdminUser, type Role } from "@tavola/contracts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FilterSearch, FilterSelect } from "./filter-fields";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { ADMIN_PAGE_SIZE, usersQueryOptions } from "../api/admin-api";
import { AccountActionDialog, type ActionKind } from "./account-action-dialog";
import { AccountSessions } from "./account-sessions";
import { Pager } from "./pager";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The super admin's accounts: search, filter, and per account change role, lock/unlock, see and end sessions. */
export function UserDirectory() {
  const [q, setQ] = useState("");
  const [role, setRole] = useState<Role | "">("");
  const [status, setStatus] = useState<AccountStatus | "">("");
  const [page, setPage] = useState(1);
  const search = useDeferredValue(q.trim());
  const list = useQuery(usersQueryOptions({ q: search, role, status, page }));
  const [acting, setActing] = useState<{ user: AdminUser; kind: ActionKind } | null>(null);
  const [openSessions, setOpenSessions] = useState<string | null>(null);
  const [done, setDone] = useState("");

  const data = list.data;
  return (
    <section aria-labelledby="users-title" className="grid min-w-0 gap-4">
      <h2 id="users-title" className="text-xl font-semibold">
        Users{data ? ` (${data.total})` : ""}
      </h2>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <FilterSearch
          label="Search by email or name"
          value={q}
          maxLength={100}
          onChange={(v) => {
            setQ(v);
            setPage(1);
          }}
          testId="input-user-search"
        />
        <FilterSelect
          label="Role"
          value={role}
          allLabel="All roles"
          options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          onChange={(v) => {
            setRole(v);
            setPage(1);
          }}
        />
        <FilterSelect
          label="Status"
          value={status}
          allLabel="Any"
          options={ACCOUNT_STATUSES.map((s) => ({ value: s, label: s === "active" ? "Active" : "Locked" }))}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
      </div>
      <p role="status" aria-live="polite" className="text-sm text-primary empty:hidden">
        {done}
      </p>
      {list.isError ? (
        <p role="alert" className="text-destructive">
          {parseApiError(list.error).status === 403 ? "Only super admins manage accounts." : parseApiError(list.error).message}
        </p>
      ) : !data ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading users">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <p className="text-muted-foreground">No account matches.</p>
      ) : (
        <ul className="grid gap-2" aria-busy={list.isFetching}>
          {data.items.map((user) => (
            <li key={user.id} className="grid min-w-0 gap-3 rounded-lg border p-3" data-testid={`row-user-${user.id}`}>
              <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
                <div className="grid min-w-0 gap-0.5">
                  <span className="break-all font-medium">{user.email}</span>
                  <span className="text-sm text-muted-foreground">
                    {[user.firstName, user.lastName].filter(Boolean).join(" ") || "No name"} · joined {when(user.createdAt)}
                  </span>
                </div>
                <div className="flex flex-wrap gap-1.5">
                  <Badge variant="secondary">{ROLE_LABELS[user.role]}</Badge>
                  {user.lockedAt ? <Badge variant="destructive">Locked</Badge> : <Badge variant="outline">Active</Badge>}
                </div>
              </div>
              {user.lockedReason && <p className="text-sm text-muted-foreground">Locked: {user.lockedReason}</p>}
              <div className="flex flex-wrap items-center gap-2">
                <Button size="sm" variant="outline" onClick={() => setActing({ user, kind: "role" })}>
                  Change role
                </Button>
                <Button size="sm" variant="outline" onClick={() => setActing({ user, kind: user.lockedAt ? "unlock" : "lock" })}>
                  {user.lockedAt ? "Unlock" : "Lock"}
                </Button>
                {(user.role === "ceo" || user.role === "super_admin") && (
                  <Button size="sm" variant="outline" onClick={() => setActing({ user, kind: "reset-second-factor" })}>
                    Reset second factor
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-expanded={openSessions === user.id}
                  onClick={() => setOpenSessions((id) => (id === user.id ? null : user.id))}
                >
                  Sessions ({user.liveSessions})
                </Button>
              </div>
              {openSessions === user.id && <AccountSessions user={user} onEndAll={() => setActing({ user, kind: "end-sessions" })} />}
            </li>
          ))}
        </ul>
      )}
      {data && <Pager label="User pages" page={page} total={data.total} pageSize={ADMIN_PAGE_SIZE} onPage={setPage} />}
      {acting && (
        <AccountActionDialog
          user={acting.user}
          kind={acting.kind}
          onClose={() => setActing(null)}
          onDone={(message) => {
            setActing(null);
            setDone(message);
          }}
        />
      )}
    </section>
  );
}
