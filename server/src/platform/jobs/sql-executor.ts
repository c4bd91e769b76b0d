import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../database.js";

/** What pg-boss calls to run SQL (its `db` option, globally or per call): one statement, or several without values. */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** The raw client of an embedded database (in-process PGlite, or the worker's remote): both take these two calls. */
export type RawPglite = {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
};

/**
 * pg-boss's own connection on embedded PGlite. A parameterised statement goes through `query` (extended
 * protocol); text without values may be several statements (pg-boss's schema install and migrations are one
 * BEGIN … COMMIT script), which only `exec` (simple protocol) runs. pg-boss reads rows only from single statements,
 * so the last result is the answer, as node-postgres gives for one statement.
 */
export function pgliteExecutor(client: RawPglite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values.map((v) => v ?? null));
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

/**
 * pg-boss's statements on a drizzle database or transaction — how a job is enqueued in the caller's transaction
 * (`send(…, { db: tx })`), on PGlite and Postgres alike. pg-boss writes `$1`…`$n` placeholders; each becomes a
 * drizzle parameter (drizzle numbers them again), so a placeholder used twice is bound twice with one value.
 * pg-boss's single statements hold no `$n` inside string literals (its `$$` function bodies are only in the
 * schema script, which never comes this way).
 */
export function drizzleExecutor(db: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        const index = Number(match[1]) - 1;
        if (index < 0 || index >= values.length) throw new Error(`pg-boss statement refers to $${index + 1} with ${values.length} values`);
        chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(values[index] ?? null)}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
