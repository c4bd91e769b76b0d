import { parseArgs } from "node:util";
import { createInterface } from "node:readline/promises";
import { ConfigError, loadConfig, type Config } from "./platform/config.js";
import { acquireDataDirLock } from "./platform/data-dir-lock.js";
import { openDatabase } from "./platform/database.js";
import { adminAccountProblems, createOrPromoteSuperAdmin } from "./modules/auth/index.js";

/**
 * `npm run admin:create`: creates the first super admin (or promotes an existing account) without the demo.
 * Same configuration as the server (DATABASE_URL or DATA_DIR); applies the migrations like start-up does.
 * Asks for the email and the password on the terminal (the password is not echoed), or takes `--email` and the
 * password from TAVOLA_ADMIN_PASSWORD for automation. The password is never printed.
 */
const USAGE = `Usage: npm run admin:create [-- --email <address>] [--first-name <name>] [--last-name <name>]
  The password is asked on the terminal (hidden), or read from TAVOLA_ADMIN_PASSWORD.
  Uses the server's configuration: DATABASE_URL (Postgres) or DATA_DIR (the embedded database).`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/** A line from the terminal. */
async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

/** A line from the terminal without echoing it (raw mode; backspace edits, Ctrl+C aborts). */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const done = (result: string | null) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener("data", onData);
      process.stdout.write("\n");
      if (result === null) fail("Cancelled.", 130);
      resolve(result);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n" || ch === "\u0004") return done(value);
        if (ch === "\u0003") return done(null);
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else if (ch >= " ") value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

async function main() {
  let args;
  try {
    args = parseArgs({
      options: {
        email: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }).values;
  } catch (e) {
    fail(`${(e as Error).message}\n${USAGE}`, 64);
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }

  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) fail(e.message, 78);
    throw e;
  }

  const interactive = process.stdin.isTTY === true;
  const email = args.email ?? (interactive ? await ask("Email of the super admin: ") : "");
  if (!email) fail(`No email: pass --email <address> (or run it in a terminal to be asked).\n${USAGE}`, 64);

  let password = process.env.TAVOLA_ADMIN_PASSWORD;
  if (password === undefined) {
    if (!interactive) fail("No password: set TAVOLA_ADMIN_PASSWORD (or run it in a terminal to be asked).", 64);
    password = await askHidden("Password (not shown): ");
    if ((await askHidden("Password again: ")) !== password) fail("The two passwords differ; nothing was changed.");
  }

  const input = { email, password, firstName: args["first-name"], lastName: args["last-name"] };
  const problems = await adminAccountProblems(input);
  if (problems.length > 0) fail(`Nothing was changed:\n${problems.map((p) => `  - ${p}`).join("\n")}`);

  let release = () => {};
  try {
    release = config.databaseKind === "pglite" ? acquireDataDirLock(config.DATA_DIR) : () => {};
  } catch (e) {
    fail((e as Error).message);
  }
  try {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      const outcome = await createOrPromoteSuperAdmin(database.db, input);
      console.log(
        outcome === "created"
          ? `Created the super admin ${email.trim().toLowerCase()} (${database.kind}). Sign in at /login.`
          : `Promoted ${email.trim().toLowerCase()} to super admin with the new password; its sessions were ended (${database.kind}).`,
      );
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => fail(e instanceof Error ? e.message : String(e)),
);
