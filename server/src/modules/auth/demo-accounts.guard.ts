import { sql } from "drizzle-orm";
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from "../../db/seed-data.js";
import { queryRows, type Db } from "../../platform/database.js";
import { verifyPassword } from "./password.js";

/** Exit status of a start-up refused for the deployment's own state (EX_CONFIG, like a bad variable). */
export const UNSAFE_START_EXIT_CODE = 78;

export class DemoAccountsError extends Error {}

/**
 * Outside demo mode, demo accounts whose password is still the public demo password (printed in the README)
 * would let anyone sign in as super_admin. Such a database was seeded by a demo server (a demo started on the
 * production database, or a data directory copied over): refuse to start, and say how to fix it.
 * Only distinct password hashes are verified (the seed gives every demo account the same one), so this costs
 * one argon2 verification at start on a seeded database and nothing on a clean one.
 */
export async function assertNoPublicDemoAccounts(db: Db, config: { demoMode: boolean }): Promise<void> {
  if (config.demoMode) return;
  const rows = await queryRows<{ email: string; password_hash: string | null }>(db, sql`
    select email, password_hash from users where email like ${`%@${DEMO_EMAIL_DOMAIN}`} order by email`);
  if (rows.length === 0) return;
  const verdicts = new Map<string, Promise<boolean>>();
  for (const r of rows) {
    if (r.password_hash && !verdicts.has(r.password_hash)) {
      verdicts.set(r.password_hash, verifyPassword(r.password_hash, DEMO_PASSWORD));
    }
  }
  const publicHashes = new Set<string>();
  for (const [hash, verdict] of verdicts) if (await verdict) publicHashes.add(hash);
  const exposed = rows.filter((r) => r.password_hash !== null && publicHashes.has(r.password_hash)).map((r) => r.email);
  if (exposed.length === 0) return;
  throw new DemoAccountsError(
    [
      `Refusing to start: demo mode is off (NODE_ENV=production or DEMO_MODE=0), but this database holds ${exposed.length} demo account(s)`,
      `whose password is the public demo password, so anyone could sign in with them: ${exposed.join(", ")}.`,
      `The database was seeded by a server in demo mode. To fix it, either:`,
      `  - point the server at a fresh database (DATABASE_URL, or an empty DATA_DIR) and create the first admin with`,
      `    \`npm run admin:create\`, or`,
      `  - remove the demo accounts (and the demo data that refers to them) from this database, or`,
      `  - if this server is meant to be a public demo, start it with DEMO_MODE=1.`,
    ].join("\n"),
  );
}
