import type { AssignLeadInput, LeadBoard, LeadBoardQuery, LeadDetail, LeadNoteInput, MoveLeadInput } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";
import { boardQueryString } from "../lib/board-query";

const enc = encodeURIComponent;
/** Every CRM read (the board under any filters, each lead): one prefix to refetch after a change. */
export const CRM_KEY = ["/api/catering/crm"] as const;

export const boardQueryOptions = (filters: LeadBoardQuery) =>
  queryOptions({
    queryKey: [...CRM_KEY, "board", filters] as const,
    queryFn: ({ signal }) => apiRequestJson<LeadBoard>("GET", `/api/catering/crm/leads${boardQueryString(filters)}`, undefined, { signal }),
    // Filters change the query: keep the last board on screen while the next one loads.
    placeholderData: (previous) => previous,
  });

export const leadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CRM_KEY, "lead", id] as const,
    queryFn: ({ signal }) => apiRequestJson<LeadDetail>("GET", `/api/catering/crm/leads/${enc(id)}`, undefined, { signal }),
  });

function useLeadMutation<I>(request: (id: string, input: I) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: I }) => request(id, input),
    onSettled: () => qc.invalidateQueries({ queryKey: CRM_KEY }),
  });
}

export const useMoveLead = () =>
  useLeadMutation<MoveLeadInput>((id, input) => apiRequestJson<LeadDetail>("POST", `/api/catering/crm/leads/${enc(id)}/stage`, input));
export const useAssignLead = () =>
  useLeadMutation<AssignLeadInput>((id, input) => apiRequestJson<LeadDetail>("PATCH", `/api/catering/crm/leads/${enc(id)}/assignment`, input));
export const useAddLeadNote = () =>
  useLeadMutation<LeadNoteInput>((id, input) => apiRequestJson("POST", `/api/catering/crm/leads/${enc(id)}/notes`, input));
export const useMergeLeads = () =>
  useLeadMutation<{ duplicateId: string }>((id, input) => apiRequestJson<LeadDetail>("POST", `/api/catering/crm/leads/${enc(id)}/merge`, input));
/** The restaurant closes the reconfirmation task (it reached the client). */
export const useReconfirmLead = () =>
  useLeadMutation<undefined>((id) => apiRequestJson<LeadDetail>("POST", `/api/catering/crm/leads/${enc(id)}/reconfirm`));
