import QRCode from "qrcode";
import type { GuestAdmission, ServiceCall, TableQr, TableSession } from "@tavola/contracts";
import type { ServiceCallViewRow, SessionViewRow, TableCodeRow } from "./dine-in.repository.js";

const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v == null ? null : iso(v));

export function toServiceCallView(r: ServiceCallViewRow): ServiceCall {
  return {
    id: r.id,
    restaurantId: r.restaurant_id,
    sessionId: r.session_id,
    tableId: r.table_id,
    tableNumber: Number(r.table_number),
    kind: r.kind === "bill" ? "bill" : "server",
    status: r.status === "acknowledged" || r.status === "resolved" ? r.status : "open",
    createdAt: iso(r.created_at),
    acknowledgedAt: isoOrNull(r.acknowledged_at),
  };
}

/**
 * The wire view of a session: the spec's table card (restaurant, address, table, section, capacity, server).
 * `admission` is the viewing phone's (none for staff): a phone not let in sees the table card and nothing of
 * who is there, what they called for or who else waits.
 */
export function toSessionView(r: SessionViewRow, admission: GuestAdmission | null = null): TableSession {
  const inside = admission === null || admission === "admitted";
  return {
    id: r.id,
    status: r.status === "closed" ? "closed" : "open",
    table: {
      restaurantId: r.restaurant_id,
      restaurantName: r.restaurant_name,
      address: [r.restaurant_address, r.restaurant_city].filter(Boolean).join(", "),
      tableId: r.table_id,
      tableNumber: Number(r.table_number),
      section: r.location,
      capacity: Number(r.capacity),
      server: r.server_name ?? "Your server",
    },
    openedAt: iso(r.opened_at),
    closedAt: isoOrNull(r.closed_at),
    guestCount: inside ? Number(r.guest_count) : 0,
    serviceCall: inside && r.service_call ? toServiceCallView({ ...r.service_call, table_number: r.table_number }) : null,
    admission,
    waitingGuests: inside ? (r.waiting_guests ?? []).map((g) => ({ id: g.id, name: g.name, joinedAt: iso(g.joined_at) })) : [],
  };
}

/** The link a table's printed QR code encodes. */
export const checkInPath = (token: string) => `/checkin?t=${encodeURIComponent(token)}`;

/**
 * A table's printable code: the QR of the absolute check-in link, drawn here (medium error correction
 * survives a coffee ring) so the browser needs no QR library to print it.
 */
export async function toTableQrView(r: TableCodeRow, origin: string): Promise<TableQr> {
  const path = checkInPath(r.token);
  return {
    tableId: r.table_id,
    tableNumber: Number(r.table_number),
    section: r.location,
    capacity: Number(r.capacity),
    checkInPath: path,
    shortCode: r.short_code,
    qrSvg: await QRCode.toString(`${origin}${path}`, { type: "svg", errorCorrectionLevel: "M", margin: 2 }),
    rotatedAt: iso(r.rotated_at),
  };
}
