import type { premiumCateringResponseSchema } from "@tavola/contracts";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequestJson } from "@/lib/api-client";
import type { PremiumCateringBody } from "../lib/premium-catering-body";

export type PremiumCateringResponse = z.infer<typeof premiumCateringResponseSchema>;

/** POST /api/catering/request — anonymous, so no query is invalidated afterwards. */
export function useSubmitPremiumCatering() {
  return useMutation({
    mutationFn: (body: PremiumCateringBody) =>
      apiRequestJson<PremiumCateringResponse>("POST", "/api/catering/request", body),
  });
}
