// The SQL a server repository function issues, taken from the server's own code rather than copied into a bench:
// the function (imported from the TypeScript source through tsx; server/dist is one bundle) runs against a drizzle
// client whose stand-in connection records each statement and answers no rows. A bare baseline then runs exactly
// that text with those parameters.
import { drizzle } from "drizzle-orm/node-postgres";
import { tsImport } from "tsx/esm/api";

const ROOT = new URL("../../", import.meta.url);

/** One export of a server source module (`modulePath` relative to the repository root), loaded through tsx. */
export async function serverExport(modulePath, exportName) {
  const value = (await tsImport(modulePath, ROOT.href))[exportName];
  if (value === undefined) throw new Error(`${modulePath} has no export ${exportName}`);
  return value;
}

/**
 * Calls the server function `exportName` of `modulePath` once per argument list in `calls`, as `fn(db, ...args)`,
 * and returns every statement it issued, in order, as `{ text, params }`.
 */
export async function recordSql(modulePath, exportName, calls) {
  const fn = await serverExport(modulePath, exportName);
  const seen = [];
  const recorder = {
    query: async (q, params) => {
      seen.push({ text: typeof q === "string" ? q : q.text, params: params ?? q.values });
      return { rows: [], fields: [], command: "SELECT", rowCount: 0 };
    },
  };
  const db = drizzle({ client: recorder });
  for (const args of calls) await fn(db, ...args);
  return seen;
}
