import type { OutboxMessage, OutboxPage, OutboxStatus } from "@tavola/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

export const OUTBOX_PAGE_SIZE = 25;

/** A page of the outbox, newest first (super admins only: others get 403). */
export const outboxPageQueryOptions = (page: number, status: OutboxStatus | "") =>
  queryOptions({
    queryKey: ["/api/admin/outbox", { page, status }] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(OUTBOX_PAGE_SIZE) });
      if (status) params.set("status", status);
      return apiRequestJson<OutboxPage>("GET", `/api/admin/outbox?${params.toString()}`, undefined, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const outboxMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["/api/admin/outbox", id] as const,
    queryFn: ({ signal }) => apiRequestJson<OutboxMessage>("GET", `/api/admin/outbox/${encodeURIComponent(id)}`, undefined, { signal }),
  });
