import type { OnboardingStepId, RestaurantApplication } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

export const MY_RESTAURANT_APPLICATION_KEY = ["/api/restaurant-onboarding"] as const;

export const myRestaurantApplicationQueryOptions = queryOptions({
  queryKey: MY_RESTAURANT_APPLICATION_KEY,
  queryFn: ({ signal }) => apiRequestJson<{ application: RestaurantApplication | null }>("GET", "/api/restaurant-onboarding", undefined, { signal }),
});

/** Each save answers the whole application: the cache takes it as is (the wizard resumes from it). */
function useApplicationMutation<T>(run: (input: T) => Promise<RestaurantApplication>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: (application) => queryClient.setQueryData(MY_RESTAURANT_APPLICATION_KEY, { application }) });
}

export const useSaveOnboardingStep = () =>
  useApplicationMutation(({ step, body }: { step: OnboardingStepId; body: unknown }) => apiRequestJson<RestaurantApplication>("PUT", `/api/restaurant-onboarding/${step}`, body));
export const useSubmitOnboarding = () => useApplicationMutation(() => apiRequestJson<RestaurantApplication>("POST", "/api/restaurant-onboarding/submit"));
