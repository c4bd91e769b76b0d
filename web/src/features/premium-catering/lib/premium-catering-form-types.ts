import type { PremiumCateringInput } from "@tavola/contracts";
import type { UseFormReturn } from "react-hook-form";
import type { PremiumCateringValues } from "./premium-catering-body";

/** The form as the section components see it: input shape while editing, schema output on submit. */
export type PremiumCateringForm = UseFormReturn<PremiumCateringInput, unknown, PremiumCateringValues>;
