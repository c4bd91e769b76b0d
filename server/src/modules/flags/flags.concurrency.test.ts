import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditPage } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createEventBus, type EventBus } from "../../platform/events.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { FLAGS_TOPIC, flagLoads, isFlagOn } from "./flags.service.js";

/**
 * Flags across processes (runs on PGlite and on Postgres, where NOTIFY crosses real connections): another server's
 * cached copy holds between changes and is dropped by the change's NOTIFY; racing changes are audited in order.
 */
let t: TestApp;
let admin: string;
let otherServer: EventBus;
const FLAG = "/api/admin/flags/finance-csv-export";

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, "super_admin");
  // A second server's flag cache on the same database: its own LISTEN connection, as another process would have.
  otherServer = createEventBus(t.database);
});
afterAll(async () => {
  await otherServer?.close();
  await t?.close();
});

const put = (payload: Record<string, unknown>) => t.app.inject({ method: "PUT", url: FLAG, headers: { cookie: admin }, payload });

describe("flags across servers", () => {
  it("another server's cached copy holds between changes and is dropped by the change's NOTIFY", async () => {
    const deps = { db: t.database.db, events: otherServer };
    const [me] = await queryRows<{ id: string }>(t.database.db, sql`select id::text as id from users where email = 'ceo@demo.tavola.app'`);
    const ceoId = me!.id;
    expect(await isFlagOn(deps, "finance-csv-export", ceoId)).toBe(true);
    expect(await isFlagOn(deps, "finance-csv-export", ceoId)).toBe(true);
    expect(flagLoads(otherServer)).toBe(1); // read once, then from memory

    // Heard after the cache's own subscriber (registered first), so by then the copy is gone.
    const heard = new Promise<void>((resolve) => {
      const off = otherServer.subscribe(FLAGS_TOPIC, () => {
        off();
        resolve();
      });
    });
    expect((await put({ enabled: false })).statusCode).toBe(200);
    await heard;
    expect(await isFlagOn(deps, "finance-csv-export", ceoId)).toBe(false);
    expect(flagLoads(otherServer)).toBe(2);
  });

  it("racing changes are each audited, in order: every entry's before is the previous entry's after", async () => {
    const results = await Promise.all([put({ enabled: true, rolloutPercent: 10 }), put({ enabled: true, rolloutPercent: 60 }), put({ enabled: false })]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const audit = (await t.app.inject({ method: "GET", url: "/api/admin/audit?action=feature_flag.changed", headers: { cookie: admin } })).json<AuditPage>();
    const chain = [...audit.items].reverse(); // oldest first
    expect(chain).toHaveLength(4);
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.before).toEqual(chain[i - 1]!.after);
    const [row] = await queryRows<{ enabled: boolean; rollout_percent: number | null }>(t.database.db, sql`select enabled, rollout_percent from feature_flags`);
    expect({ enabled: row!.enabled, rolloutPercent: row!.rollout_percent }).toEqual(chain.at(-1)!.after);
  });
});
