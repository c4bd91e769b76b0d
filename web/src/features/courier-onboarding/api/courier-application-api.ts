import type {
  CourierApplication,
  CourierBankStep,
  CourierDocumentKind,
  CourierTermsStep,
  CourierVehicleStep,
  MyCourierApplication,
} from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

export const MY_APPLICATION_KEY = ["/api/couriers/application"] as const;

export const myApplicationQueryOptions = queryOptions({
  queryKey: MY_APPLICATION_KEY,
  queryFn: ({ signal }) => apiRequestJson<MyCourierApplication>("GET", "/api/couriers/application", undefined, { signal }),
});

/** Uploads one file as multipart/form-data (the browser sets the boundary); errors read like apiRequest's. */
async function uploadDocument(kind: CourierDocumentKind, file: File): Promise<CourierApplication> {
  const body = new FormData();
  body.append("file", file, file.name);
  const res = await fetch(`/api/couriers/application/documents/${kind}`, { method: "PUT", body, credentials: "include" });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return (await res.json()) as CourierApplication;
}

/** Each save answers the whole application: the cache takes it as is. */
function useSaveMutation<T>(save: (input: T) => Promise<CourierApplication>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (application) => queryClient.setQueryData<MyCourierApplication>(MY_APPLICATION_KEY, { application }),
  });
}

export const useSaveVehicleStep = () =>
  useSaveMutation((input: CourierVehicleStep) => apiRequestJson<CourierApplication>("PUT", "/api/couriers/application/vehicle", input));
export const useSaveBankStep = () =>
  useSaveMutation((input: CourierBankStep) => apiRequestJson<CourierApplication>("PUT", "/api/couriers/application/bank", input));
export const useSaveTermsStep = () =>
  useSaveMutation((input: CourierTermsStep) => apiRequestJson<CourierApplication>("PUT", "/api/couriers/application/terms", input));
export const useUploadDocument = () =>
  useSaveMutation(({ kind, file }: { kind: CourierDocumentKind; file: File }) => uploadDocument(kind, file));
export const useSubmitApplication = () =>
  useSaveMutation(() => apiRequestJson<CourierApplication>("POST", "/api/couriers/application/submit"));
