import { ONBOARDING_STEP_IDS, type OnboardingStepId, type RestaurantApplication, type RestaurantApplicationStatus } from "@tavola/contracts";
import type { ApplicationWithOwner } from "./applications.repository.js";

/** The wire view of an application, for its owner and for the review queue alike. */
export function toApplicationView(row: ApplicationWithOwner): RestaurantApplication {
  const data = row.data ?? {};
  return {
    id: row.id,
    status: row.status as RestaurantApplicationStatus,
    data,
    savedSteps: ONBOARDING_STEP_IDS.filter((s): s is OnboardingStepId => s in data),
    ownerName: [row.ownerFirstName, row.ownerLastName].filter(Boolean).join(" "),
    ownerEmail: row.ownerEmail ?? "",
    reviewMessage: row.reviewMessage,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    restaurantId: row.restaurantId,
    updatedAt: row.updatedAt.toISOString(),
  };
}
