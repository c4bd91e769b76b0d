import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";

const SERVER_DIR = path.resolve(import.meta.dirname, "../..");
const REPO_DIR = path.resolve(SERVER_DIR, "..");

/** The built entry points the process tests start (`node <main>`), as a deployment runs them. */
export type ServerBuild = { main: string; createAdmin: string; dir: string };

const entries = (dir: string): ServerBuild => ({ dir, main: path.join(dir, "main.js"), createAdmin: path.join(dir, "create-admin.js") });

/**
 * The production build (server/build.mjs) the process tests start. `npm test` builds once, before any test, and
 * names that build in TAVOLA_SERVER_BUILD: the process tests, the Postgres layer and Playwright all run the same
 * files. Without it (a bare `npx vitest run`), the first test file that asks builds into the run's temporary
 * directory (global-setup.ts) and every other file and worker of the run uses that build.
 */
export async function serverBuild(): Promise<ServerBuild> {
  const given = process.env.TAVOLA_SERVER_BUILD;
  if (given) {
    const build = entries(path.resolve(REPO_DIR, given));
    if (!existsSync(build.main)) throw new Error(`TAVOLA_SERVER_BUILD=${given}: no main.js there (run npm run build first)`);
    return build;
  }
  const root = path.join(inject("testRunDir"), "server-build");
  const build = entries(path.join(root, "dist"));
  const ready = path.join(root, "ready");
  const failed = path.join(root, "failed");
  let mine = true;
  try {
    mkdirSync(root); // the lock: one worker builds, the others wait for its answer
  } catch {
    mine = false;
  }
  if (mine) {
    // Beside a node_modules link, so the bundle's external packages (PGlite, argon2) resolve.
    symlinkSync(path.join(REPO_DIR, "node_modules"), path.join(root, "node_modules"), "dir");
    const built = spawnSync(process.execPath, ["build.mjs"], { cwd: SERVER_DIR, env: { ...process.env, SERVER_OUTDIR: build.dir }, encoding: "utf8" });
    if (built.status !== 0) {
      writeFileSync(failed, `${built.stdout}${built.stderr}`);
      throw new Error(`server build failed: ${built.stdout}${built.stderr}`);
    }
    writeFileSync(ready, "");
    return build;
  }
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    if (existsSync(ready)) return build;
    if (existsSync(failed)) throw new Error("server build failed in another test file (see its error)");
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server build of another test file did not finish within 120 s");
}
