import type {
  AccountStatus,
  AdminSession,
  AdminUser,
  AdminUserPage,
  AuditAction,
  AuditPage,
  FeatureFlag,
  PaymentProviderId,
  Role,
} from "@tavola/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";
import { FLAGS_URL } from "@/lib/feature-flags";

export const ADMIN_PAGE_SIZE = 20;
const USERS = "/api/admin/users";
const AUDIT = "/api/admin/audit";
const PROVIDERS = "/api/payments/providers";

export type UserFilter = { q: string; role: Role | ""; status: AccountStatus | ""; page: number };
export type AuditFilter = { action: AuditAction | ""; actor: string; page: number };

const query = (values: Record<string, string | number>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== "") params.set(k, String(v));
  return params.toString();
};

export const usersQueryOptions = (filter: UserFilter) =>
  queryOptions({
    queryKey: [USERS, filter] as const,
    queryFn: ({ signal }) =>
      apiRequestJson<AdminUserPage>("GET", `${USERS}?${query({ ...filter, pageSize: ADMIN_PAGE_SIZE })}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });

export const userSessionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [USERS, userId, "sessions"] as const,
    queryFn: ({ signal }) => apiRequestJson<AdminSession[]>("GET", `${USERS}/${encodeURIComponent(userId)}/sessions`, undefined, { signal }),
  });

export const auditQueryOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: [AUDIT, filter] as const,
    queryFn: ({ signal }) => apiRequestJson<AuditPage>("GET", `${AUDIT}?${query({ ...filter, pageSize: ADMIN_PAGE_SIZE })}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });

export type ProviderStatus = { provider: PaymentProviderId; available: boolean };
export const providersQueryOptions = queryOptions({
  queryKey: [PROVIDERS] as const,
  queryFn: ({ signal }) => apiRequestJson<ProviderStatus[]>("GET", PROVIDERS, undefined, { signal }),
});

/** What a super admin can do to an account; each carries the reason the audit log keeps. */
export type AccountAction =
  | { kind: "role"; role: Role; reason: string }
  | { kind: "lock"; reason: string }
  | { kind: "unlock"; reason: string }
  | { kind: "end-sessions"; reason: string }
  | { kind: "reset-second-factor"; reason: string };

function request(userId: string, action: AccountAction): Promise<AdminUser> {
  const base = `${USERS}/${encodeURIComponent(userId)}`;
  if (action.kind === "role") return apiRequestJson<AdminUser>("PUT", `${base}/role`, { role: action.role, reason: action.reason });
  return apiRequestJson<AdminUser>("POST", `${base}/${action.kind}`, { reason: action.reason });
}

/** Runs an account action; the directory, the account's sessions and the audit log refresh after it. */
export function useAccountAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AccountAction) => request(userId, action),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [USERS] });
      void queryClient.invalidateQueries({ queryKey: [AUDIT] });
    },
  });
}

export function useSwitchProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ProviderStatus) =>
      apiRequestJson<ProviderStatus>("PUT", `${PROVIDERS}/${status.provider}`, { available: status.available }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [PROVIDERS] });
      void queryClient.invalidateQueries({ queryKey: [AUDIT] });
    },
  });
}

const FLAGS = "/api/admin/flags";
export const adminFlagsQueryOptions = queryOptions({
  queryKey: [FLAGS] as const,
  queryFn: ({ signal }) => apiRequestJson<FeatureFlag[]>("GET", FLAGS, undefined, { signal }),
});

/** Changes a flag; the table, the audit log and this browser's own flag answers refresh after it. */
export function useSetFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: { key: string; enabled: boolean; rolloutPercent: number | null; reason?: string }) =>
      apiRequestJson<FeatureFlag>("PUT", `${FLAGS}/${encodeURIComponent(key)}`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [FLAGS] });
      void queryClient.invalidateQueries({ queryKey: [AUDIT] });
      void queryClient.invalidateQueries({ queryKey: [FLAGS_URL] });
    },
  });
}
