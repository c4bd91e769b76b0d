import type {
  CompanyAccount,
  CompanyOrderInput,
  CompanyOrderView,
  CompanySettingsInput,
  CreateCompanyInput,
  Invoice,
  InvoicePreview,
  RecurringOrderInput,
  RecurringOrderView,
} from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

const enc = encodeURIComponent;
/** Every B2B read: one prefix to refetch after a change. */
export const B2B_KEY = ["/api/b2b"] as const;

export type CompanyList = { companies: { id: string; name: string; vatNumber: string; parentCompanyId: string | null }[] };
export type InvoiceList = { invoices: Invoice[]; billedTo: { id: string; name: string }; current: InvoicePreview | null };

/** The enterprise client's own company (404 when the account has none yet). */
export const myCompanyQueryOptions = queryOptions({
  queryKey: [...B2B_KEY, "mine"] as const,
  queryFn: ({ signal }) => apiRequestJson<CompanyAccount>("GET", "/api/b2b/company", undefined, { signal }),
  retry: false,
});
export const companyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...B2B_KEY, "company", id] as const,
    queryFn: ({ signal }) => apiRequestJson<CompanyAccount>("GET", `/api/b2b/companies/${enc(id)}`, undefined, { signal }),
  });
export const companiesQueryOptions = queryOptions({
  queryKey: [...B2B_KEY, "companies"] as const,
  queryFn: ({ signal }) => apiRequestJson<CompanyList>("GET", "/api/b2b/companies", undefined, { signal }),
});
export const ordersQueryOptions = (id: string, month: string) =>
  queryOptions({
    queryKey: [...B2B_KEY, "orders", id, month] as const,
    queryFn: ({ signal }) => apiRequestJson<{ month: string; orders: CompanyOrderView[] }>("GET", `/api/b2b/companies/${enc(id)}/orders?month=${enc(month)}`, undefined, { signal }),
  });
export const recurringQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...B2B_KEY, "recurring", id] as const,
    queryFn: ({ signal }) => apiRequestJson<{ recurringOrders: RecurringOrderView[] }>("GET", `/api/b2b/companies/${enc(id)}/recurring-orders`, undefined, { signal }),
  });
export const invoicesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...B2B_KEY, "invoices", id] as const,
    queryFn: ({ signal }) => apiRequestJson<InvoiceList>("GET", `/api/b2b/companies/${enc(id)}/invoices`, undefined, { signal }),
  });

export const invoicePdfUrl = (companyId: string, invoiceId: string) => `/api/b2b/companies/${enc(companyId)}/invoices/${enc(invoiceId)}/pdf`;

function useB2bMutation<I, O>(request: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: request, onSettled: () => qc.invalidateQueries({ queryKey: B2B_KEY }) });
}

export const usePlaceOrder = (companyId: string) =>
  useB2bMutation((input: CompanyOrderInput) => apiRequestJson<CompanyOrderView>("POST", `/api/b2b/companies/${enc(companyId)}/orders`, input));
export const useSaveSettings = (companyId: string) =>
  useB2bMutation((input: CompanySettingsInput) => apiRequestJson("PUT", `/api/b2b/companies/${enc(companyId)}/settings`, input));
export const useInvite = (companyId: string) =>
  useB2bMutation((input: { email: string; role: "admin" | "orderer" }) => apiRequestJson("POST", `/api/b2b/companies/${enc(companyId)}/invites`, input));
export const useCreateRecurring = (companyId: string) =>
  useB2bMutation((input: RecurringOrderInput) => apiRequestJson<RecurringOrderView>("POST", `/api/b2b/companies/${enc(companyId)}/recurring-orders`, input));
export const useStopRecurring = (companyId: string) =>
  useB2bMutation((id: string) => apiRequestJson("POST", `/api/b2b/companies/${enc(companyId)}/recurring-orders/${enc(id)}/stop`));
export const useOpenCompany = () =>
  useB2bMutation((input: CreateCompanyInput) => apiRequestJson<{ company: CompanyAccount["company"]; inviteId: string }>("POST", "/api/b2b/companies", input));
export const useAcceptInvite = () =>
  useB2bMutation((token: string) => apiRequestJson<{ companyId: string; companyName: string; role: string }>("POST", "/api/b2b/invites/accept", { token }));
