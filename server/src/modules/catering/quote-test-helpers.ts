import type { FastifyInstance } from "fastify";
import type { ClientQuote, LeadQuote } from "@tavola/contracts";
import { freshClientAddress, signInAs } from "../../test/test-app.js";
import { allCards, board } from "./crm-test-helpers.js";

/** Helpers shared by the quote API and concurrency tests. */
type Body = LeadQuote & { clientPath?: string; message?: string; code?: string; fieldErrors?: Record<string, string[]> };
type ClientBody = ClientQuote & { message: string | null; code?: string; fieldErrors?: Record<string, string[]> };

export const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

export const draftBody = (over: Record<string, unknown> = {}) => ({
  serviceType: "buffet",
  lines: [
    { kind: "package", description: "Tuscan buffet package", quantity: 40, unitPriceCents: 3_250, dietaryNote: "6 vegetarian, 2 gluten-free" },
    { kind: "staffing", description: "Buffet attendant (hours)", quantity: 4, unitPriceCents: 4_500 },
    { kind: "delivery", description: "Delivery and set-up", quantity: 1, unitPriceCents: 10_000 },
  ],
  discount: { kind: "percent", ppm: 100_000 },
  deposits: [{ kind: "percent" as const, ppm: 250_000, dueAt: inDays(7) }],
  ...over,
});

/**
 * A fresh lead for Trattoria Bellini, made through the client's form (stage New). Each gets its own event day (from
 * 2031-09-12 on) unless one is given: accepting books kitchen capacity on the event day, so leads sharing a day share
 * the kitchen's budget.
 */
let leadDays = 0;
export async function freshLead(app: FastifyInstance, owner: string, restaurantId: string, name: string, eventDate?: string): Promise<string> {
  const day = eventDate ?? new Date(Date.UTC(2031, 8, 12) + leadDays++ * 86_400_000).toISOString();
  const customer = await signInAs(app, "customer");
  const res = await app.inject({
    method: "POST", url: "/api/catering", headers: { cookie: customer },
    payload: { name, eventDate: day, guestCount: "26-50 people", cuisinePreferences: [], restaurantId },
  });
  if (res.statusCode !== 201) throw new Error(`catering request: ${res.statusCode} ${res.body}`);
  const card = allCards((await board(app, owner, `q=${encodeURIComponent(name)}`)).body)[0];
  if (!card) throw new Error(`no lead named ${name}`);
  return card.id;
}

export async function quoteCall(app: FastifyInstance, cookie: string, method: "GET" | "PUT" | "POST", leadId: string, suffix = "", payload?: unknown) {
  const res = await app.inject({ method, url: `/api/catering/crm/leads/${leadId}/quote${suffix}`, headers: { cookie }, payload: payload as Record<string, unknown> });
  return { status: res.statusCode, body: res.json() as Body };
}

export const saveDraft = (app: FastifyInstance, cookie: string, leadId: string, body = draftBody()) => quoteCall(app, cookie, "PUT", leadId, "", body);

/** Saves the draft and sends it; the answer carries the client's path with its token. */
export async function draftAndSend(app: FastifyInstance, cookie: string, leadId: string, body = draftBody()) {
  const saved = await saveDraft(app, cookie, leadId, body);
  if (saved.status !== 200) throw new Error(`save: ${saved.status} ${JSON.stringify(saved.body)}`);
  const sent = await quoteCall(app, cookie, "POST", leadId, "/send", { versionId: saved.body.versions[0]!.id });
  if (sent.status !== 200) throw new Error(`send: ${sent.status} ${JSON.stringify(sent.body)}`);
  const token = new URLSearchParams(sent.body.clientPath!.split("?")[1]).get("token")!;
  return { quote: sent.body, token };
}

export async function clientCall(app: FastifyInstance, method: "GET" | "POST", path: "" | "/accept" | "/pdf", token: string, payload?: unknown, ip = "203.0.113.9") {
  const res = await app.inject({ method, url: `/api/catering/quotes/by-token${path}?token=${encodeURIComponent(token)}`, payload: payload as Record<string, unknown>, remoteAddress: ip });
  return { status: res.statusCode, body: (path === "/pdf" ? {} : res.json()) as ClientBody, raw: res.rawPayload, headers: res.headers };
}

/** A one-off sandbox card token (4242… pays; 4000000000000002 is declined). */
export async function sandboxCard(app: FastifyInstance, number = "4242424242424242"): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/payments/sandbox/tokens", payload: { cardNumber: number, expMonth: 12, expYear: 2035, cvc: "123" }, remoteAddress: freshClientAddress() });
  return (res.json() as { token: string }).token;
}

/** A client's by-token POST with an Idempotency-Key (deposits, balance, a cancellation fee). */
export async function payByToken(app: FastifyInstance, path: "/deposits" | "/balance" | "/cancellation-fee", token: string, key: string | null, paymentToken: string, extra: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: "POST", url: `/api/catering/quotes/by-token${path}?token=${encodeURIComponent(token)}`, payload: { paymentToken, ...extra }, remoteAddress: freshClientAddress(),
    headers: key ? { "idempotency-key": key } : {},
  });
  return { status: res.statusCode, body: res.json() as ClientBody };
}

/** The token of the last link in a mail's text (reminder links are minted per mail). */
export const tokenInText = (text: string) => /[?&]token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;

/**
 * A Bellini lead taken through the whole quote: sent, accepted, first deposit paid (Confirmed). Returns the lead,
 * the client's token and the sent version's figures.
 */
export async function confirmedLead(app: FastifyInstance, owner: string, restaurantId: string, name: string, body = draftBody(), deposit: { keepCardOnFile?: boolean } = {}) {
  const leadId = await freshLead(app, owner, restaurantId, name);
  const { quote, token } = await draftAndSend(app, owner, leadId, body);
  const version = quote.versions[0]!;
  const accepted = await clientCall(app, "POST", "/accept", token, { versionId: version.id, fullName: "Client Person" }, freshClientAddress());
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  const paid = await payByToken(app, "/deposits", token, crypto.randomUUID(), await sandboxCard(app), deposit);
  if (paid.status !== 200) throw new Error(`deposit: ${paid.status} ${JSON.stringify(paid.body)}`);
  return { leadId, token, version };
}

/** Moves a lead one stage on as its owner, with the version the board shows. */
export async function moveOn(app: FastifyInstance, owner: string, leadId: string, to: string, reason?: string) {
  const lead = await app.inject({ method: "GET", url: `/api/catering/crm/leads/${leadId}`, headers: { cookie: owner } });
  const version = (lead.json() as { version: number }).version;
  const res = await app.inject({ method: "POST", url: `/api/catering/crm/leads/${leadId}/stage`, headers: { cookie: owner }, payload: { to, version, ...(reason ? { reason } : {}) } });
  if (res.statusCode !== 200) throw new Error(`move to ${to}: ${res.statusCode} ${res.body}`);
}
