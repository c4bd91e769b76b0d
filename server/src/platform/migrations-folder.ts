import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Migrations sit beside the source in development and beside main.js in the bundle. */
export function findMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "migrations"), path.join(here, "../db/migrations")];
  const found = candidates.find((c) => existsSync(path.join(c, "meta/_journal.json")));
  if (found) return found;
  throw new Error(`Migrations folder not found (looked in ${candidates.join(", ")})`);
}
