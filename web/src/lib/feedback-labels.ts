import type { FeedbackCategory } from "@tavola/contracts";

/** Display names of the spec's feedback categories (shared by the guest form and the staff list). */
export const FEEDBACK_CATEGORY_NAMES: Record<FeedbackCategory, string> = {
  "food-quality": "Food Quality",
  service: "Service",
  ambiance: "Ambiance",
  value: "Value",
  cleanliness: "Cleanliness",
  speed: "Speed",
  staff: "Staff",
  other: "Other",
};
