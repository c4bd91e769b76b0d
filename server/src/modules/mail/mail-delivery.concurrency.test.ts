import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { enqueueMail } from "./index.js";
import { deliverOutboxMail } from "./mail.jobs.js";
import { findOutboxMail } from "./mail.repository.js";
import type { MailTransport } from "./mail-transport.js";

/**
 * Two deliveries of one mail at the same moment (two workers, or a retry racing a slow first run): the guarded
 * claim lets one send; the other sees it claimed. On Postgres the two run on separate connections.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED: "0" });
});
afterAll(async () => t?.close());

describe("outbox delivery races", () => {
  it("eight transactions queueing one dedupe key at once make one mail and one delivery job", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.database.db.transaction((tx) =>
          enqueueMail(tx, t.app.jobs, { to: "once@example.com", subject: "Once", text: "One mail", kind: "test-mail", dedupeKey: "race:enqueue" }),
        ),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await t.app.jobs.drain()).toEqual({ completed: 1, failed: 0 });
  });

  it("eight concurrent deliveries of one mail send it once and mark it sent once", async () => {
    const { id } = await enqueueMail(t.database.db, t.app.jobs, {
      to: "race@example.com",
      subject: "Once",
      text: "Exactly once",
      kind: "test-mail",
      dedupeKey: "race:1",
    });
    let sends = 0;
    const transport: MailTransport = {
      async sendMail() {
        sends++;
        await new Promise((r) => setImmediate(r));
      },
    };
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => deliverOutboxMail({ db: t.database.db }, transport, "x@tavola.test", id, { retryCount: 0, retryLimit: 10 })),
    );
    expect(sends).toBe(1);
    expect(results.filter((r) => r.status === "fulfilled" && r.value === "sent")).toHaveLength(1);
    // The others found it claimed (retry later) or already sent (done): none sent.
    for (const r of results) if (r.status === "rejected") expect(String(r.reason)).toContain("being delivered by another run");
    expect(await findOutboxMail(t.database.db, id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});
