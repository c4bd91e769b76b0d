import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxMessage, OutboxPage } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { enqueueMail } from "./index.js";

/** The outbox without SMTP_URL (the embedded default): mail is queued in the change's transaction and stays there. */
let t: TestApp;
let superAdmin: string;
const mail = (n: string) => ({
  to: `guest-${n}@example.com`,
  subject: `Your code ${n}`,
  text: `Hello ${n}`,
  html: `<p>Hello ${n}</p>`,
  kind: "test-mail",
  dedupeKey: `test:${n}`,
});

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signInAs(t.app, "super_admin");
});
afterAll(async () => t?.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("mail outbox", () => {
  it("queues a mail in the caller's transaction: a rollback leaves no mail and no delivery job", async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, t.app.jobs, mail("rolled-back"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const rows = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from mail_outbox where dedupe_key = 'test:rolled-back'`);
    expect(rows[0]?.n).toBe(0);
    expect(await t.app.jobs.drain()).toEqual({ completed: 0, failed: 0 });
  });

  it("without SMTP_URL the delivery job runs and the mail stays queued, readable by super admins", async () => {
    const { id, created } = await t.database.db.transaction((tx) => enqueueMail(tx, t.app.jobs, mail("kept")));
    expect(created).toBe(true);
    expect(await t.app.jobs.drain()).toEqual({ completed: 1, failed: 0 });
    const res = await get(`/api/admin/outbox/${id}`, superAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json<OutboxMessage>()).toMatchObject({
      id,
      recipient: "guest-kept@example.com",
      subject: "Your code kept",
      text: "Hello kept",
      html: "<p>Hello kept</p>",
      kind: "test-mail",
      status: "queued",
      attempts: 0,
      sentAt: null,
    });
  });

  it("the same dedupe key twice queues one mail", async () => {
    const first = await enqueueMail(t.database.db, t.app.jobs, mail("twice"));
    const second = await enqueueMail(t.database.db, t.app.jobs, { ...mail("twice"), subject: "another subject" });
    expect(second).toEqual({ id: first.id, created: false });
    const rows = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from mail_outbox where dedupe_key = 'test:twice'`);
    expect(rows[0]?.n).toBe(1);
    expect(await t.app.jobs.drain()).toEqual({ completed: 1, failed: 0 });
  });

  it("refuses a mail beyond its limits before writing anything", async () => {
    await expect(enqueueMail(t.database.db, t.app.jobs, { ...mail("long"), subject: "x".repeat(201) })).rejects.toThrow();
    await expect(enqueueMail(t.database.db, t.app.jobs, { ...mail("bad"), to: "not an address" })).rejects.toThrow();
  });

  it("lists the outbox newest first, a page at a time", async () => {
    for (const n of ["p1", "p2", "p3"]) await enqueueMail(t.database.db, t.app.jobs, mail(n));
    const first = (await get("/api/admin/outbox?pageSize=2", superAdmin)).json<OutboxPage>();
    const second = (await get("/api/admin/outbox?pageSize=2&page=2", superAdmin)).json<OutboxPage>();
    expect(first.total).toBe(5); // kept, twice, p1, p2, p3
    expect(first.items.map((m) => m.subject)).toEqual(["Your code p3", "Your code p2"]);
    expect(second.items.map((m) => m.subject)).toEqual(["Your code p1", "Your code twice"]);
    const queued = (await get("/api/admin/outbox?status=sent", superAdmin)).json<OutboxPage>();
    expect(queued).toMatchObject({ items: [], total: 0 });
  });

  it("answers bad queries with the field's message", async () => {
    const res = await get("/api/admin/outbox?pageSize=500", superAdmin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { pageSize: expect.arrayContaining(["pageSize must be 1–100"]) } });
    expect((await get("/api/admin/outbox/not-a-uuid", superAdmin)).statusCode).toBe(400);
    expect((await get("/api/admin/outbox/00000000-0000-4000-8000-000000000000", superAdmin)).statusCode).toBe(404);
  });

  it("is for super admins only: anonymous 401; customer, restaurant owner, courier and ceo 403", async () => {
    const { id } = await enqueueMail(t.database.db, t.app.jobs, mail("secret"));
    for (const url of ["/api/admin/outbox", `/api/admin/outbox/${id}`]) {
      expect((await get(url)).statusCode).toBe(401);
      for (const role of ["customer", "restaurant_owner", "courier", "ceo"]) {
        const res = await get(url, await signInAs(t.app, role));
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.body).not.toContain("guest-secret");
      }
    }
  });
});
