// The bare baseline for the menu benchmark: node:http + the database driver, nothing else. It answers
// GET /api/restaurants/:id/menu like our server does — the same statement (the restaurant by id or slug with
// its menu, built as JSON text by Postgres), the same body — so the gap between the two is our stack.
//
// The statement is not copied: at start, the repository function our route calls (menuJson in
// server/src/modules/restaurants/catalog.repository.ts, imported from the TypeScript source through tsx) runs
// once against a recording stand-in client (bench/lib/record-sql.mjs), and the SQL text it generates is what
// this server then runs, with the same parameters.
//
// env: PORT, and DATABASE_URL (Postgres through a pg.Pool of the same size as ours) or DATA_DIR (PGlite).
import http from "node:http";
import { recordSql } from "./lib/record-sql.mjs";

const POOL_MAX = 20; // as in platform/database.ts
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i; // as isUuid in catalog.repository.ts

/** The SQL text the repository function issues, recorded through a client that answers no rows. */
async function recordMenuSql() {
  const id = "00000000-0000-4000-8000-000000000000";
  const [byId, bySlug] = await recordSql("./server/src/modules/restaurants/catalog.repository.ts", "menuJson", [[id], ["some-slug"]]);
  const oneParam = (s, value) => {
    if (!s || JSON.stringify(s.params) !== JSON.stringify([value])) {
      throw new Error(`bare-menu-server: unexpected statement shape ${JSON.stringify(s)}; update bench/bare-menu-server.mjs`);
    }
    return s.text;
  };
  return { byId: oneParam(byId, id), bySlug: oneParam(bySlug, "some-slug") };
}

const SQL = await recordMenuSql();

async function openDb() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_MAX });
    pool.on("error", (e) => console.error(`bare-menu-server: idle client error: ${e.message}`));
    return { kind: "postgres", query: (text, params) => pool.query(text, params), close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create(process.env.DATA_DIR);
  return { kind: "pglite", query: (text, params) => client.query(text, params), close: () => client.close() };
}

const db = await openDb();

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(json) });
  res.end(json);
}

const MENU_PATH = /^\/api\/restaurants\/([^/]{1,100})\/menu$/;

const server = http.createServer(async (req, res) => {
  try {
    const url = req.url.split("?")[0];
    if (req.method === "GET" && url === "/api/health") return send(res, 200, { status: "ok", database: db.kind });
    const m = req.method === "GET" ? MENU_PATH.exec(url) : null;
    if (!m) return send(res, 404, { message: "Not found", code: "not_found" });
    const idOrSlug = decodeURIComponent(m[1]);
    const { rows } = await db.query(UUID.test(idOrSlug) ? SQL.byId : SQL.bySlug, [idOrSlug]);
    const body = rows[0]?.body;
    if (!body) return send(res, 404, { message: "Restaurant not found", code: "not_found" });
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
    res.end(body);
  } catch (e) {
    send(res, 500, { message: e.message, code: "internal" });
  }
});

const shutdown = () =>
  server.close(async () => {
    await db.close();
    process.exit(0);
  });
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
server.listen(Number(process.env.PORT ?? 5100), "127.0.0.1");
