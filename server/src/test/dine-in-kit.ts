import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { queryRows, type Db } from "../platform/database.js";
import type { Bill, CheckInResult, Menu, Order, PayBillResult, ServiceCall, TableQr, TableSession } from "@tavola/contracts";
import { SANDBOX_CARDS, TABLE_GUEST_HEADER } from "@tavola/contracts";

type Res<T> = { status: number; body: T & { message?: string; code?: string; fieldErrors?: Record<string, string[]> }; headers: Record<string, unknown> };

/**
 * Calls for the dine-in tests: check in, order to the table, pay the bill — as a guest (secret header) or as
 * staff. `db` reads a table card's short code, as a guest reads it off the card.
 */
export function dineInKit(app: FastifyInstance, db: Db) {
  const call = async <T>(
    method: "GET" | "POST",
    url: string,
    opts: { guest?: string; cookie?: string; payload?: unknown } = {},
  ): Promise<Res<T>> => {
    const headers: Record<string, string> = {};
    if (opts.guest) headers[TABLE_GUEST_HEADER] = opts.guest;
    if (opts.cookie) headers.cookie = opts.cookie;
    const res = await app.inject({ method, url, headers, ...(opts.payload === undefined ? {} : { payload: opts.payload as object }) });
    return { status: res.statusCode, body: res.json() as Res<T>["body"], headers: res.headers };
  };
  const kit = {
    call,
    menu: async (slug: string) => (await app.inject({ method: "GET", url: `/api/restaurants/${slug}/menu` })).json() as Menu,
    checkIn: (body: Record<string, unknown>, cookie?: string) => call<CheckInResult>("POST", "/api/table-sessions", { payload: body, cookie }),
    /** The short code printed on a table's card. */
    async tableCode(restaurant: string, tableNumber: number): Promise<string> {
      const [row] = await queryRows<{ short_code: string }>(db, sql`
        select q.short_code from table_qr_codes q
        join restaurant_tables t on t.id = q.table_id join restaurants r on r.id = t.restaurant_id
        where (r.slug = ${restaurant} or r.id::text = ${restaurant}) and t.number = ${tableNumber}`);
      if (!row) throw new Error(`no code for ${restaurant} table ${tableNumber}`);
      return row.short_code;
    },
    /** A guest let in at once: Manual Entry with the table number and the card's code (201 expected). */
    async seat(restaurant: string, tableNumber: number, cookie?: string): Promise<CheckInResult> {
      const res = await kit.checkIn({ restaurantId: restaurant, tableNumber, tableCode: await kit.tableCode(restaurant, tableNumber) }, cookie);
      if (res.status !== 201) throw new Error(`check-in failed (${res.status}): ${JSON.stringify(res.body)}`);
      return res.body;
    },
    /** The QR secret printed on a table, read the way staff print it (from its check-in link). */
    async qrToken(staffCookie: string, restaurant: string, tableNumber: number): Promise<string> {
      const codes = await call<TableQr[]>("GET", `/api/restaurants/${restaurant}/table-codes`, { cookie: staffCookie });
      const code = codes.body.find((c) => c.tableNumber === tableNumber)!;
      return new URL(code.checkInPath, "http://x").searchParams.get("t")!;
    },
    session: (guest: string) => call<TableSession>("GET", "/api/table-sessions/current", { guest }),
    order: (guest: string, items: unknown[], cookie?: string) => call<Order>("POST", "/api/table-sessions/current/orders", { guest, cookie, payload: { items } }),
    bill: (guest: string) => call<Bill>("GET", "/api/table-sessions/current/bill", { guest }),
    pay: (guest: string, body: Record<string, unknown>) => call<PayBillResult>("POST", "/api/table-sessions/current/bill/payments", { guest, payload: body }),
    callServer: (guest: string, kind?: "server" | "bill") =>
      call<ServiceCall>("POST", "/api/table-sessions/current/service-calls", { guest, payload: kind ? { kind } : {} }),
    /** A sandbox card token; signed in when a cookie is given (anonymous tokens count against the address's limit). */
    async cardToken(cookie?: string, cardNumber: string = SANDBOX_CARDS.visaSuccess): Promise<string> {
      const res = await call<{ token: string }>("POST", "/api/payments/sandbox/tokens", { cookie, payload: { cardNumber, expMonth: 12, expYear: 2040, cvc: "123" } });
      if (res.status !== 201) throw new Error(`tokenisation failed (${res.status}): ${JSON.stringify(res.body)}`);
      return res.body.token;
    },
    /** Two available dishes of the restaurant's menu. */
    async dishes(slug: string) {
      const items = (await kit.menu(slug)).items.filter((i) => i.available);
      return [items[0]!, items[1]!] as const;
    },
  };
  return kit;
}
