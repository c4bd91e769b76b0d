import type { ServiceCall } from "@tavola/contracts";

/** A wire-shaped open call for a server from table 4 (session s1); tests override what they are about. */
export const serviceCallFixture = (over: Partial<ServiceCall> = {}): ServiceCall => ({
  id: "call-1",
  restaurantId: "r1",
  sessionId: "s1",
  tableId: "t4",
  tableNumber: 4,
  kind: "server",
  status: "open",
  createdAt: "2030-01-01T18:05:00.000Z",
  acknowledgedAt: null,
  ...over,
});
