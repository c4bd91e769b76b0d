import { isIP } from "node:net";
import { z } from "zod";

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .transform((v) => v === "1" || v === "true" || v === "yes");

/** An IPv4/IPv6 address, optionally with a /prefix. */
const isAddressOrCidr = (s: string) => {
  const [addr, prefix, ...rest] = s.split("/");
  if (rest.length > 0 || !addr) return false;
  const family = isIP(addr);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  const n = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && n >= 0 && n <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies stand between the client and us. Never "trust everything" (that makes X-Forwarded-For a
 * client-chosen value): either a hop count (the client address is that many hops from the right of
 * X-Forwarded-For) or the proxies' own addresses / CIDR ranges.
 */
const trustProxy = z
  .string()
  .transform((v, ctx): false | number | string[] => {
    const s = v.trim();
    if (s === "" || s === "0" || s === "false" || s === "no") return false;
    if (/^\d+$/.test(s)) {
      const hops = Number(s);
      if (hops > 10) ctx.addIssue({ code: "custom", message: "a hop count must be 0–10" });
      return hops;
    }
    const list = s.split(",").map((x) => x.trim()).filter(Boolean);
    const bad = list.filter((x) => !isAddressOrCidr(x));
    if (s === "true" || s === "yes" || bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `must be a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs (e.g. 10.0.0.0/8); got ${JSON.stringify(bad[0] ?? s)}`,
      });
      return z.NEVER;
    }
    return list;
  })
  .default(false);

/**
 * Configuration is read and validated once at start; a bad value stops start-up with a clear message.
 * Every variable is documented in the README.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  /**
   * Demo mode (docs/decisions/004-demo-mode.md): demo accounts, the seed and the demo sign-in. On unless
   * NODE_ENV=production; DEMO_MODE=1 turns it on in production on purpose, DEMO_MODE=0 off anywhere.
   */
  DEMO_MODE: flag.optional(),
  /** The landing's hidden "CEO Access" modal compares against this; the feature is off when unset. */
  ADMIN_KEY: z.string().min(12, { error: "must be at least 12 characters" }).optional(),
  /** How long an admin-key elevation to ceo lasts before the session falls back to its own role. */
  /**
   * AES-256 key (64 hex digits or base64) for executives' TOTP secrets at rest. Required in production; in demo
   * mode a generated key is kept in DATA_DIR (platform/totp-key.ts).
   */
  TOTP_ENCRYPTION_KEY: z.string().max(200).optional(),
  ADMIN_ELEVATION_HOURS: z.coerce.number().int().min(1).max(24).default(4),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(60 * 24 * 30).default(60 * 24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Accounts one client address may create in an hour (modules/auth/signup-limit.ts). */
  SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  TRUST_PROXY: trustProxy,
  /**
   * Production answers only over HTTPS (Secure cookies, HSTS). INSECURE_HTTP=1 allows a plain-HTTP trial of a
   * production build on localhost; never set it on a public deployment.
   */
  INSECURE_HTTP: flag.default(false),
  /** A request whose body has not fully arrived after this long gets 408 and its socket is closed. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  /** In demo mode, SEED=0 skips the demo data (outside demo mode nothing is ever seeded). */
  SEED: flag.default(true),
  /**
   * Days of the business's order history the demo seeds for the executives' dashboards (db/seed-history.ts); 0 seeds
   * none. The tests seed none unless a test asks: ~2,000 orders per test database would slow every API test.
   */
  DEMO_HISTORY_DAYS: z.coerce.number().int().min(0).max(730).default(120),
  /** How long after delivery an order can be refunded; its loyalty points stay pending until then (72 h). */
  REFUND_WINDOW_SECONDS: z.coerce.number().int().min(1).max(60 * 24 * 3600).default(72 * 3600),
  /** How long couriers may bid on a newly published delivery job before it is awarded (issue 18). */
  DISPATCH_BID_WINDOW_SECONDS: z.coerce.number().int().min(5).max(600).default(30),
  /** The fee band's rain flag: operations turn it on while it rains (+25 % on new jobs' fees). */
  DISPATCH_RAIN: flag.default(false),
  /**
   * The MapLibre style under the customer's courier map (issue 18): an https style JSON URL; its origin is added to
   * the CSP's connect-src and img-src. "none" draws the markers on a plain background and fetches no tiles (tests,
   * offline installs). The default is OpenFreeMap's Liberty style: free, no key.
   */
  MAP_STYLE_URL: z
    .string()
    .max(2000)
    .refine((v) => v === "none" || /^https?:\/\/[^\s]+$/.test(v), { error: "must be an http(s) URL or none" })
    .default("https://tiles.openfreemap.org/styles/liberty")
    .transform((v) => (v === "none" ? null : v)),
  /** How often the server polls each job queue for due work (platform/jobs, ADR 006). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(300).default(2),
  /**
   * Where the outbox's mail is sent (nodemailer: smtp://user:pass@host:587, smtps://…). Unset, mail stays in the
   * outbox, readable by super admins at GET /api/admin/outbox.
   */
  SMTP_URL: z
    .string()
    .max(2000)
    .regex(/^smtps?:\/\//, { error: "must be an smtp:// or smtps:// URL" })
    .optional(),
  /**
   * The app's public address (https://tavola.example), used in links sent by email (password reset). Unset, a
   * link uses the address the request came to — fine on localhost; set it behind a proxy or in production.
   */
  PUBLIC_URL: z
    .url({ error: "must be an absolute http(s) URL" })
    .max(500)
    .regex(/^https?:\/\//, { error: "must be an absolute http(s) URL" })
    .transform((u) => u.replace(/\/+$/, ""))
    .optional(),
  /** The From of outgoing mail. */
  MAIL_FROM: z.string().min(3).max(320).default("Tavola <no-reply@tavola.app>"),
});

export type Config = z.infer<typeof configSchema> & {
  databaseKind: "pglite" | "postgres";
  production: boolean;
  /** The one switch for everything demo: accounts, seed, `/api/test-login`, the sign-in buttons. */
  demoMode: boolean;
  /** Cookies are Secure and HSTS is sent whatever the request's protocol (production unless INSECURE_HTTP). */
  httpsOnly: boolean;
};

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
  const production = c.NODE_ENV === "production";
  return {
    ...c,
    databaseKind: c.DATABASE_URL ? "postgres" : "pglite",
    production,
    demoMode: c.DEMO_MODE ?? !production,
    httpsOnly: production && !c.INSECURE_HTTP,
  };
}
