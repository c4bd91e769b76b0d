import { z } from "zod";

/**
 * Feature flags: the switches the code reads, each defined here once (key, what it does, its default); the
 * `feature_flags` table holds their current state, changed by super admins and audited. A flag can be on for a
 * percentage of signed-in users, chosen by a stable hash of the flag's key and the user's id (the same user keeps
 * the same answer as the percentage grows).
 */
export const FEATURE_FLAGS = {
  "finance-csv-export": {
    description:
      "Executives can download financial analytics as CSV. A kill switch for the heaviest export (a year of every ledger): turn it off if the database is under strain.",
    defaultEnabled: true,
  },
} as const;
export type FeatureFlagKey = keyof typeof FEATURE_FLAGS;
export const FEATURE_FLAG_KEYS = Object.keys(FEATURE_FLAGS) as FeatureFlagKey[];

export const featureFlagSchema = z.object({
  key: z.string().max(64),
  description: z.string().max(300),
  enabled: z.boolean(),
  /** Null: everyone (when enabled). 0–100: that share of signed-in users, by a stable hash of their id. */
  rolloutPercent: z.number().int().min(0).max(100).nullable(),
  updatedAt: z.string().max(40).nullable(),
  updatedBy: z.string().max(320).nullable(),
});
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

export const featureFlagKeySchema = z.enum(FEATURE_FLAG_KEYS as [FeatureFlagKey, ...FeatureFlagKey[]], { error: "Unknown feature flag" });

export const setFeatureFlagSchema = z.object({
  enabled: z.boolean({ error: "Say whether the flag is on" }),
  rolloutPercent: z
    .number({ error: "The rollout is a whole percentage from 0 to 100" })
    .int({ error: "The rollout is a whole percentage from 0 to 100" })
    .min(0, { error: "The rollout is a whole percentage from 0 to 100" })
    .max(100, { error: "The rollout is a whole percentage from 0 to 100" })
    .nullable()
    .default(null),
  reason: z.string().trim().max(500, { error: "The reason is at most 500 characters" }).optional(),
});
export type SetFeatureFlag = z.input<typeof setFeatureFlagSchema>;

/** What the web reads: each flag's answer for the signed-in user (or a visitor). */
export const evaluatedFlagsSchema = z.object({ flags: z.record(z.string().max(64), z.boolean()) });
export type EvaluatedFlags = z.infer<typeof evaluatedFlagsSchema>;
