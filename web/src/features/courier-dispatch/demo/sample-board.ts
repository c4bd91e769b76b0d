import { commissionCents, type CourierBoard, type CourierEarnings, type CourierPayout } from "@tavola/contracts";

/** The demo's fixed sample, relative to the moment it is opened (the job windows are always still open). */
export const DEMO_JOB_IDS = ["demo-job-1", "demo-job-2"] as const;
export const DEMO_CODE = "1234";

export function sampleBoard(now = Date.now()): CourierBoard {
  const closes = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
  return {
    presence: { online: true, lat: 40.7205, lng: -73.996, reportedAt: new Date(now).toISOString() },
    jobs: [
      {
        id: DEMO_JOB_IDS[0], restaurantName: "Trattoria Bellini", pickupArea: "112 Mulberry St, New York", dropoffArea: "10007 New York", distanceKm: 0.9, toPickupKm: 0.2,
        expectedMinutes: 8, band: { floorCents: 440, capCents: 660 }, conditions: { night: false, rain: false, peak: true }, bidClosesAt: closes(20), myBidCents: null,
      },
      {
        id: DEMO_JOB_IDS[1], restaurantName: "Sakura House", pickupArea: "27 Prince St, New York", dropoffArea: "10012 New York", distanceKm: 1.6, toPickupKm: 1.1,
        expectedMinutes: 10, band: { floorCents: 545, capCents: 820 }, conditions: { night: false, rain: true, peak: false }, bidClosesAt: closes(25), myBidCents: null,
      },
    ],
    bids: [
      {
        jobId: "demo-job-0", restaurantName: "Spice Route", amountCents: 610, placedAt: closes(-50), bidClosesAt: closes(-49), outcome: "lost",
        explanation: "Won by Lena: fee $5.40, pickup in 3 min, score 0.82 vs your 0.77", myScore: 0.77,
      },
    ],
    run: null,
    bidWindowSeconds: 30,
  };
}

const line = (jobId: string, reference: string, restaurantName: string, minutesAgo: number, fee: number, tip: number, now: number) => ({
  jobId, orderReference: reference, restaurantName, deliveredAt: new Date(now - minutesAgo * 60_000).toISOString(),
  feeCents: fee, commissionCents: commissionCents(fee), tipCents: tip, netCents: fee - commissionCents(fee) + tip,
});

export function sampleEarnings(now = Date.now()): CourierEarnings {
  const deliveries = [line("demo-d1", "T-DEMO1", "Maison Lumière", 95, 580, 300, now), line("demo-d2", "T-DEMO2", "El Jardín", 200, 495, 250, now)];
  const sum = (k: "feeCents" | "commissionCents" | "tipCents" | "netCents") => deliveries.reduce((s, d) => s + d[k], 0);
  const totals = { deliveries: deliveries.length, feeCents: sum("feeCents"), commissionCents: sum("commissionCents"), tipCents: sum("tipCents"), netCents: sum("netCents") };
  return { today: totals, week: totals, deliveries };
}

export const SAMPLE_PAYOUTS: CourierPayout[] = [
  {
    id: "demo-payout-1", weekStart: "2026-11-16", timeZone: "America/New_York", deliveries: 14, feeCents: 7840, commissionCents: commissionCents(7840),
    tipCents: 3150, adjustmentCents: 0, grossCents: 10990, netCents: 10990 - commissionCents(7840), paidAt: "2026-11-24T06:00:00.000Z",
  },
];
