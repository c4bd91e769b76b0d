import { commissionCents, type CourierBoard, type CourierEarnings, type DropRunInput, type PresenceInput } from "@tavola/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { BOARD_KEY, EARNINGS_KEY } from "../api/dispatch-keys";
import { DEMO_CODE } from "./sample-board";

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** The same error shape the API client throws ("<status>: <body>"), so the screens show the server's kind of message. */
const invalid = (field: string, message: string) => new Error(`400: ${JSON.stringify({ message, code: "invalid", fieldErrors: { [field]: [message] }, requestId: "demo" })}`);

export type DemoAction =
  | { kind: "presence"; input: PresenceInput }
  | { kind: "bid"; jobId: string; amountCents: number }
  | { kind: "pickup"; jobId: string }
  | { kind: "deliver"; jobId: string; code: string }
  | ({ kind: "drop"; jobId: string } & DropRunInput);

/**
 * What each action does to the demo's sample: a bid inside the band wins at once (the demo skips the 30-second
 * window), pickup and delivery move the run, delivery writes fee − 8 % + tip into today's earnings. Nothing leaves
 * the browser.
 */
export function applyDemoAction(queryClient: QueryClient, action: DemoAction): unknown {
  const board = queryClient.getQueryData<CourierBoard>(BOARD_KEY);
  if (!board) return null;
  const set = (next: CourierBoard) => queryClient.setQueryData(BOARD_KEY, next);
  switch (action.kind) {
    case "presence":
      set({ ...board, presence: { ...board.presence, online: action.input.online } });
      return board.presence;
    case "bid": {
      const job = board.jobs.find((j) => j.id === action.jobId);
      if (!job) throw new Error(`404: ${JSON.stringify({ message: "That job is no longer offered", code: "not_found" })}`);
      if (action.amountCents < job.band.floorCents || action.amountCents > job.band.capCents) {
        throw invalid("amountCents", `Bid between ${dollars(job.band.floorCents)} and ${dollars(job.band.capCents)}`);
      }
      const explanation = `You won: fee ${dollars(action.amountCents)}, pickup in 1 min, score 0.91`;
      set({
        ...board,
        jobs: board.jobs.filter((j) => j.id !== job.id),
        bids: [{ jobId: job.id, restaurantName: job.restaurantName, amountCents: action.amountCents, placedAt: new Date().toISOString(), bidClosesAt: job.bidClosesAt, outcome: "won", explanation, myScore: 0.91 }, ...board.bids],
        run: {
          jobId: job.id, orderReference: "T-DEMO3", status: "assigned", restaurant: { name: job.restaurantName, address: job.pickupArea, lat: 40.7193, lng: -73.9973 },
          dropoff: { area: job.dropoffArea, line1: "1 Centre St", lat: 40.7127, lng: -74.0042 }, customerFirstName: "Alex", feeCents: action.amountCents, tipCents: 300,
          awardMethod: "bid", explanation, orderReady: true,
        },
      });
      return null;
    }
    case "pickup":
      if (board.run) set({ ...board, run: { ...board.run, status: "picked_up" } });
      return { ok: true };
    case "drop":
      set({ ...board, run: null });
      return { ok: true };
    case "deliver": {
      if (action.code !== DEMO_CODE) throw invalid("code", "That code does not match");
      const run = board.run;
      if (!run) return { ok: true };
      set({ ...board, run: null });
      const earnings = queryClient.getQueryData<CourierEarnings>(EARNINGS_KEY);
      if (earnings) {
        const c = commissionCents(run.feeCents);
        const l = { jobId: run.jobId, orderReference: run.orderReference, restaurantName: run.restaurant.name, deliveredAt: new Date().toISOString(), feeCents: run.feeCents, commissionCents: c, tipCents: run.tipCents, netCents: run.feeCents - c + run.tipCents };
        const add = (t: CourierEarnings["today"]) => ({ deliveries: t.deliveries + 1, feeCents: t.feeCents + l.feeCents, commissionCents: t.commissionCents + c, tipCents: t.tipCents + l.tipCents, netCents: t.netCents + l.netCents });
        queryClient.setQueryData(EARNINGS_KEY, { today: add(earnings.today), week: add(earnings.week), deliveries: [l, ...earnings.deliveries] });
      }
      return { ok: true };
    }
  }
}
