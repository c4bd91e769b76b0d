// The bare baseline for the recommended-restaurants benchmark: node:http + the database driver, nothing
// else. It answers GET /api/restaurants/recommended exactly like our server does — the same session
// lookup SQL (taken from server/src/platform/session.ts), the same RECOMMENDED_RESTAURANTS_SQL (imported
// from the TypeScript source through tsx), the same JSON body — so the gap between the two is our stack.
//
// env: PORT, and DATABASE_URL (Postgres through a pg.Pool of the same size as ours) or DATA_DIR (PGlite).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { tsImport } from "tsx/esm/api";

const ROOT = new URL("../", import.meta.url);
const { RECOMMENDED_RESTAURANTS_SQL } = await tsImport("./server/src/modules/restaurants/recommendation.sql.ts", ROOT.href);
const SESSION_SQL = sessionLookupSql();

const SESSION_COOKIE = "tavola_session";
const IDLE_SECONDS = 7 * 24 * 60 * 60; // SESSION_IDLE_MINUTES default (7 days), as seconds
const TOUCH_INTERVAL_MS = 60_000; // as in session.ts
const POOL_MAX = 20; // as in platform/database.ts

/**
 * The session-lookup statement of `resolve` in session.ts, read from the source so it cannot drift: the
 * sql`...` template's `${...}` become $1, $2. If the interpolated expressions change, this throws rather
 * than silently benchmarking something else.
 */
function sessionLookupSql() {
  const src = readFileSync(new URL("server/src/platform/session.ts", ROOT), "utf8");
  const m = /async resolve\([\s\S]*?sql`([\s\S]*?)`\)/.exec(src);
  if (!m) throw new Error("bare-server: could not find the session lookup SQL in server/src/platform/session.ts");
  const expressions = [];
  const text = m[1].replace(/\$\{([^}]*)\}/g, (_, expr) => {
    expressions.push(expr.trim());
    return `$${expressions.length}`;
  });
  const expected = ["hashToken(token)", "idleMs / 1000"];
  if (JSON.stringify(expressions) !== JSON.stringify(expected)) {
    throw new Error(`bare-server: session lookup parameters changed (${expressions.join(", ")}); update bench/bare-server.mjs`);
  }
  return text;
}

async function openDb() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_MAX });
    pool.on("error", (e) => console.error(`bare-server: idle client error: ${e.message}`)); // don't crash on a dropped idle connection
    return { kind: "postgres", query: (text, params) => pool.query(text, params), close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create(process.env.DATA_DIR);
  return { kind: "pglite", query: (text, params) => client.query(text, params), close: () => client.close() };
}

const db = await openDb();

function readCookie(header, name) {
  if (!header) return null;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return null;
}

async function resolveSession(token) {
  const hash = createHash("sha256").update(token).digest("base64url");
  const { rows } = await db.query(SESSION_SQL, [hash, IDLE_SECONDS]);
  const row = rows[0];
  if (!row) return null;
  if (Date.now() - Number(row.last_seen_ms) > TOUCH_INTERVAL_MS) {
    await db.query("update sessions set last_seen_at = $1 where id = $2", [new Date(), row.id]);
  }
  return { sessionId: row.id, userId: row.user_id, role: row.role };
}

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(json) });
  res.end(json);
}

const server = http.createServer(async (req, res) => {
  try {
    const url = req.url.split("?")[0];
    if (req.method === "GET" && url === "/api/health") return send(res, 200, { status: "ok", database: db.kind });
    if (req.method !== "GET" || url !== "/api/restaurants/recommended") return send(res, 404, { message: "Not found", code: "not_found" });
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    const session = token ? await resolveSession(token) : null;
    if (!session) return send(res, 401, { message: "Sign in to continue", code: "unauthorized" });
    const { rows } = await db.query(RECOMMENDED_RESTAURANTS_SQL, [session.userId]);
    send(
      res,
      200,
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        cuisine: r.cuisine,
        rating: Number(r.rating),
        distance: Number(r.distance),
        imageUrl: r.image_url,
      })),
    );
  } catch (e) {
    send(res, 500, { message: e.message, code: "internal" });
  }
});

const shutdown = () => server.close(async () => {
  await db.close();
  process.exit(0);
});
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
server.listen(Number(process.env.PORT ?? 5100), "127.0.0.1");
