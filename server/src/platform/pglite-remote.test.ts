import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMigrationsFolder } from "./migrations-folder.js";
import { RemotePGlite, toWireOptions } from "./pglite-remote.js";

// The embedded database in its worker thread (ADR 005), driven the way drizzle and our database layer drive it.
// One data directory for the file: creating one runs initdb, the slow part.
let dir: string;
let db: RemotePGlite;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "tavola-remote-"));
  db = new RemotePGlite({ dataDir: dir, migrationsFolder: findMigrationsFolder() });
  await db.exec(`create table t (id int primary key, at timestamptz not null default now(), note text)`);
}, 60_000);

afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("RemotePGlite", () => {
  it("answers queries with parameters, as objects or arrays, with drizzle's kept-text types", async () => {
    await db.query("insert into t (id, at, note) values ($1, $2, $3)", [1, "2026-01-02T03:04:05Z", "a"]);
    const objects = await db.query("select id, note, at from t where id = $1", [1]);
    expect(objects.rows).toEqual([{ id: 1, note: "a", at: new Date("2026-01-02T03:04:05Z") }]);
    const arrays = await db.query("select id, at from t where id = $1", [1], {
      rowMode: "array",
      parsers: { 1184: (value: string) => value },
    });
    expect(arrays.rows).toEqual([[1, "2026-01-02 03:04:05+00"]]);
  });

  it("throws database errors with their SQLSTATE and constraint, as PGlite does in-process", async () => {
    await db.query("insert into t (id) values (2)");
    const error = await db.query("insert into t (id) values (2)").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "t_pkey", table: "t" });
    expect((error as Error).message).toMatch(/duplicate key/);
  });

  it("commits a transaction whose callback resolves, and rolls back one that throws", async () => {
    const value = await db.transaction(async (tx) => {
      await tx.query("insert into t (id, note) values (10, 'kept')");
      return (await tx.query("select count(*)::int as n from t where id = 10")).rows;
    });
    expect(value).toEqual([{ n: 1 }]);
    const failure = await db
      .transaction(async (tx) => {
        await tx.query("insert into t (id, note) values (11, 'dropped')");
        throw new Error("changed my mind");
      })
      .catch((e: unknown) => e);
    expect((failure as Error).message).toBe("changed my mind");
    const rows = await db.query("select id from t where id in (10, 11) order by id");
    expect(rows.rows).toEqual([{ id: 10 }]);
  });

  it("makes a query from outside wait until an open transaction has ended", async () => {
    let outside: Promise<{ rows: unknown[] }> | undefined;
    let answeredDuring = false;
    await db.transaction(async (tx) => {
      await tx.query("insert into t (id, note) values (20, 'late')");
      outside = db.query("select count(*)::int as n from t where id = 20");
      void outside.then(() => (answeredDuring = true));
      // Round trips inside the transaction give the outside query every chance to overtake it.
      for (let i = 0; i < 5; i++) await tx.query("select 1");
    });
    expect(answeredDuring).toBe(false);
    expect((await outside!).rows).toEqual([{ n: 1 }]);
  });

  it("delivers NOTIFY payloads to listeners until they unsubscribe", async () => {
    const payloads: string[] = [];
    const unlisten = await db.listen("remote_test", (p) => payloads.push(p));
    await db.query("select pg_notify('remote_test', 'one')");
    await expect.poll(() => payloads).toEqual(["one"]);
    await unlisten();
    await db.query("select pg_notify('remote_test', 'two')");
    await db.query("select 1"); // a round trip after the notify: a delivered 'two' would have arrived by now
    expect(payloads).toEqual(["one"]);
  });

  it("keeps what was written after close, for the next start on the same directory", async () => {
    await db.query("insert into t (id, note) values (30, 'durable')");
    await db.close();
    db = new RemotePGlite({ dataDir: dir, migrationsFolder: findMigrationsFolder() });
    expect((await db.query("select note from t where id = 30")).rows).toEqual([{ note: "durable" }]);
  }, 60_000);

  it("fails every call after the database could not be opened", async () => {
    const file = path.join(dir, "not-a-directory");
    const { writeFileSync } = await import("node:fs");
    writeFileSync(file, "x");
    const broken = new RemotePGlite({ dataDir: file, migrationsFolder: findMigrationsFolder() });
    await expect(broken.ready).rejects.toThrow();
    await expect(broken.query("select 1")).rejects.toThrow();
    await broken.close();
  }, 60_000);
});

describe("toWireOptions", () => {
  it("sends drizzle's identity parsers as type ids and refuses what cannot cross threads", () => {
    expect(toWireOptions({ rowMode: "array", parsers: { 1184: (v: string) => v, 1082: (v: string) => v } })).toEqual({
      rowMode: "array",
      rawTypes: [1082, 1184],
    });
    expect(() => toWireOptions({ parsers: { 1184: (v: string) => new Date(v) } })).toThrow(/only keeps a type's text/);
    expect(() => toWireOptions({ blob: new Blob(["x"]) })).toThrow(/does not take query options blob/);
  });
});
