import { z } from "zod";

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .transform((v) => v === "1" || v === "true" || v === "yes");

/**
 * Configuration is read and validated once at start; a bad value stops start-up with a clear message.
 * Every variable is documented in the README.
 */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  /** The spec's demo login buttons: on by default on the embedded database, off on Postgres. */
  DEMO_LOGIN: flag.optional(),
  /** The landing's hidden "CEO Access" modal compares against this; the feature is off when unset. */
  ADMIN_KEY: z.string().min(12, { error: "must be at least 12 characters" }).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(60 * 24 * 30).default(60 * 24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(10_000).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* so cookies get Secure and client IPs are real. */
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  SEED: flag.default(true),
  /** How long after delivery an order can be refunded; its loyalty points stay pending until then (72 h). */
  REFUND_WINDOW_SECONDS: z.coerce.number().int().min(1).max(60 * 24 * 3600).default(72 * 3600),
});

export type Config = z.infer<typeof configSchema> & { demoLogin: boolean; databaseKind: "pglite" | "postgres" };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(
    Object.keys(configSchema.shape).map((k) => [k, env[k] === "" ? undefined : env[k]]),
  );
  const parsed = configSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const databaseKind = c.DATABASE_URL ? "postgres" : "pglite";
  return { ...c, databaseKind, demoLogin: c.DEMO_LOGIN ?? databaseKind === "pglite" };
}
