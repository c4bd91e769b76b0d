import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxMessage } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { startSmtpTestServer, type SmtpTestServer } from "../../test/smtp-server-kit.js";
import { mailOutbox } from "../../db/schema/index.js";
import { enqueueMail, MAIL_DELIVER_JOB } from "./index.js";
import { deliverOutboxMail, MAIL_SWEEP_JOB } from "./mail.jobs.js";
import { createMailTransport } from "./mail-transport.js";

/** Delivery through nodemailer to a real (tiny, local) SMTP server named by SMTP_URL. */
let smtp: SmtpTestServer;
let t: TestApp;
let superAdmin: string;
const mail = (n: string) => ({ to: `diner-${n}@example.com`, subject: `Reset ${n}`, text: `Your link ${n}`, kind: "test-mail", dedupeKey: `delivery:${n}` });
const read = async (id: string) => (await t.app.inject({ method: "GET", url: `/api/admin/outbox/${id}`, headers: { cookie: superAdmin } })).json<OutboxMessage>();

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "Tavola <mail@tavola.test>" });
  superAdmin = await signInAs(t.app, "super_admin");
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("outbox delivery with SMTP_URL", () => {
  it("sends a queued mail once and marks it sent; running the delivery again sends nothing", async () => {
    const { id } = await t.database.db.transaction((tx) => enqueueMail(tx, t.app.jobs, mail("once")));
    expect(await t.app.jobs.drain([MAIL_DELIVER_JOB])).toEqual({ completed: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: "<mail@tavola.test>", to: ["<diner-once@example.com>"] });
    expect(smtp.received[0]?.data).toContain("Subject: Reset once");
    expect(smtp.received[0]?.data).toContain(`Message-ID: <${id}@outbox.tavola>`);
    expect(await read(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null, sentAt: expect.any(String) });

    // The same delivery job again (a retry after a crash, a duplicate): the mail is no longer queued, so nothing is sent.
    await t.app.jobs.send(MAIL_DELIVER_JOB, { outboxId: id }, { db: t.database.db });
    expect(await t.app.jobs.drain([MAIL_DELIVER_JOB])).toEqual({ completed: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await read(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("the sweep delivers mail left queued without a delivery job (written while SMTP_URL was unset)", async () => {
    const [row] = await t.database.db
      .insert(mailOutbox)
      .values({ recipient: "early@example.com", subject: "Written before SMTP", textBody: "Hello", kind: "test-mail", dedupeKey: "delivery:early" })
      .returning({ id: mailOutbox.id });
    expect(await t.app.jobs.drain([MAIL_DELIVER_JOB])).toEqual({ completed: 0, failed: 0 }); // no job for it yet
    await t.app.jobs.send(MAIL_SWEEP_JOB, {}, { db: t.database.db });
    expect(await t.app.jobs.drain([MAIL_SWEEP_JOB, MAIL_DELIVER_JOB])).toEqual({ completed: 2, failed: 0 });
    expect(smtp.received.filter((m) => m.to.includes("<early@example.com>"))).toHaveLength(1);
    expect(await read(row!.id)).toMatchObject({ status: "sent", attempts: 1 });
    // Swept again: nothing is waiting, nothing is sent.
    await t.app.jobs.send(MAIL_SWEEP_JOB, {}, { db: t.database.db });
    expect(await t.app.jobs.drain([MAIL_SWEEP_JOB, MAIL_DELIVER_JOB])).toEqual({ completed: 1, failed: 0 });
    expect(smtp.received.filter((m) => m.to.includes("<early@example.com>"))).toHaveLength(1);
  });

  it("a refused send goes back to queued with its error and is retried; after the last retry the mail is failed", async () => {
    smtp.rejectRecipients = true;
    try {
      const { id } = await enqueueMail(t.database.db, t.app.jobs, mail("refused"));
      // The retry waits (30 s, doubling): one failure now, the job is due again later.
      expect(await t.app.jobs.drain([MAIL_DELIVER_JOB])).toEqual({ completed: 0, failed: 1 });
      expect(await read(id)).toMatchObject({ status: "queued", attempts: 1, lastError: expect.stringContaining("550") });
      const transport = createMailTransport(smtp.url);
      await expect(deliverOutboxMail({ db: t.database.db }, transport, "x@tavola.test", id, { retryCount: 10, retryLimit: 10 })).rejects.toThrow();
      expect(await read(id)).toMatchObject({ status: "failed", attempts: 2 });
      expect(smtp.received.filter((m) => m.to.includes("<diner-refused@example.com>"))).toHaveLength(0);
    } finally {
      smtp.rejectRecipients = false;
    }
  });
});
