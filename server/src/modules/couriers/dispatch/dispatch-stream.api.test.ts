import { beforeAll, describe, expect, it } from "vitest";
import { type DispatchKit, useDispatchApp } from "../../../test/dispatch-kit.js";
import { openSse } from "../../../test/sse-client.js";
import type { TestApp } from "../../../test/test-app.js";
import { closeBidding } from "./award.service.js";

let t: TestApp;
let d: DispatchKit;
let customer: string;
let owner: string;
let base: string;
useDispatchApp((c) => ({ t, d, customer, owner } = c));
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

type DispatchEvent = { type: string; jobId: string };
type Stream = Awaited<ReturnType<typeof openSse>>;
const dispatchEvents = (s: Stream) => s.events.filter((e) => e.event === "dispatch").map((e) => e.data as DispatchEvent);
const waitDispatch = (s: Stream, type: string, jobId: string) => s.waitFor<DispatchEvent>((e) => e.event === "dispatch" && e.data.type === type && e.data.jobId === jobId);

describe("the courier's live stream", () => {
  it("every courier hears jobs opened and awarded; a bid and a run's steps reach only their own courier", async () => {
    const sam = await d.courier(undefined, "Sam");
    const lee = await d.courier({ lat: 40.735, lng: -73.99 }, "Lee");
    const samStream = await openSse(`${base}/api/dispatch/stream`, sam.cookie);
    const leeStream = await openSse(`${base}/api/dispatch/stream`, lee.cookie);
    try {
      expect(samStream.status).toBe(200);
      expect(samStream.contentType).toContain("text/event-stream");

      // A job published near both: each board hears it, once (it travels on the board's topic only).
      const { job, order } = await d.acceptedOrder(customer, owner);
      await waitDispatch(samStream, "job_opened", job!.id);
      await waitDispatch(leeStream, "job_opened", job!.id);

      // Sam bids: his own board hears its change; Lee's does not.
      expect((await d.k.json("POST", `/api/dispatch/jobs/${job!.id}/bids`, sam.cookie, { amountCents: job!.fee_floor_cents })).status).toBe(200);
      await waitDispatch(samStream, "run_changed", job!.id);

      // The award reaches both bidders and the board: a barrier — everything published before it has arrived.
      await d.endWindow(job!.id);
      expect(await closeBidding(t.database.db, job!.id)).toBe("awarded");
      await waitDispatch(samStream, "job_awarded", job!.id);
      await waitDispatch(leeStream, "job_awarded", job!.id);
      expect(dispatchEvents(samStream).filter((e) => e.jobId === job!.id).map((e) => e.type)).toEqual(["job_opened", "run_changed", "job_awarded"]);
      expect(dispatchEvents(leeStream).filter((e) => e.jobId === job!.id).map((e) => e.type)).toEqual(["job_opened", "job_awarded"]);

      // Sam's run moves on (the order ready, he picks it up): his board hears it; then a new job for everyone is
      // the barrier on Lee's stream, which still has no step of Sam's run.
      for (const to of ["preparing", "ready"]) expect((await d.k.json("POST", `/api/restaurant/orders/${order.id}/transition`, owner, { to })).status).toBe(200);
      expect((await d.k.json("POST", `/api/dispatch/runs/${job!.id}/pickup`, sam.cookie)).status).toBe(200);
      await samStream.waitFor(() => dispatchEvents(samStream).filter((e) => e.type === "run_changed" && e.jobId === job!.id).length === 2);
      const next = (await d.acceptedOrder(customer, owner)).job!;
      await waitDispatch(leeStream, "job_opened", next.id);
      await waitDispatch(samStream, "job_opened", next.id);
      expect(dispatchEvents(leeStream).filter((e) => e.type === "run_changed")).toEqual([]);
      // Nothing else of another courier travels: every event is ids only.
      for (const e of [...dispatchEvents(samStream), ...dispatchEvents(leeStream)]) expect(Object.keys(e).sort()).toEqual(["jobId", "type"]);
    } finally {
      await samStream.close();
      await leeStream.close();
    }
  });
});
