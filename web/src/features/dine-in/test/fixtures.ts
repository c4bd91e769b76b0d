import type { Bill, Order, TableSession } from "@tavola/contracts";

export { serviceCallFixture } from "@/test/service-call-fixture";

/** Wire-shaped dine-in answers for screen tests; override what the test is about. */
export const GUEST_TOKEN = "guest-secret-0123456789abcdef";
export const QR_TOKEN = "Qr_Token-0123456789abcdef";

export const sessionFixture = (over: Partial<TableSession> = {}): TableSession => ({
  id: "s1",
  status: "open",
  table: {
    restaurantId: "r1",
    restaurantName: "Trattoria Bellini",
    address: "112 Mulberry St, New York",
    tableId: "t4",
    tableNumber: 4,
    section: "Window",
    capacity: 4,
    server: "Giulia",
  },
  openedAt: "2030-01-01T18:00:00.000Z",
  closedAt: null,
  guestCount: 1,
  serviceCall: null,
  admission: "admitted",
  waitingGuests: [],
  ...over,
});

export const billFixture = (over: Partial<Bill> = {}): Bill => ({
  sessionId: "s1",
  status: "open",
  orders: [] as Order[],
  lines: [
    { orderItemId: "li1", orderId: "o1", name: "Margherita DOP", quantity: 2, unitPriceCents: 1400, amountCents: 3049, paid: false },
    { orderItemId: "li2", orderId: "o1", name: "Tiramisù", quantity: 1, unitPriceCents: 900, amountCents: 980, paid: true },
  ],
  subtotalCents: 3700,
  taxCents: 329,
  totalCents: 4029,
  paidCents: 980,
  remainingCents: 3049,
  payments: [],
  ...over,
});
