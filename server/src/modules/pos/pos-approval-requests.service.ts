import type { z } from "zod";
import {
  POS_APPROVAL_EXPIRED_MESSAGE,
  POS_APPROVAL_REQUEST_MINUTES,
  type PosApprovalList,
  type PosApprovalRequest,
  type posApprovalRequestInputSchema,
} from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import type { AppDeps } from "../../platform/deps.js";
import { AppError, forbidden, notFound } from "../../platform/errors.js";
import { publish } from "../../platform/events.js";
import type { SessionUser } from "../../platform/session.js";
import { recordAudit } from "../admin/index.js";
import { findOrderRow, orderTopics, type OrderRow } from "../ordering/index.js";
import { staffRoleAt } from "../restaurants/index.js";
import { assertOpen, discountRowFields, posDiscountAmount, priceDiscount } from "./pos-adjust.service.js";
import { isApproverRole } from "./pos-approval.js";
import {
  decideApprovalRequest as decideRow,
  findApprovalRequest,
  insertApprovalRequest,
  isExpiredPending,
  linkApprovedDiscount,
  myApprovalRequests,
  pendingApprovalRequests,
  type PosApprovalRequestRow,
} from "./pos-approval-requests.repository.js";
import { insertDiscount } from "./pos-ledger.repository.js";
import { firstNames, loadPosTicket, posLabel } from "./pos-ticket.js";
import { posRestaurant, visibleTicketOrder } from "./pos.service.js";

const NOT_FOUND = "Approval request not found";

/**
 * The other path to a manager's approval: a staff member's discount over the threshold is sent to the owners' and
 * managers' own POS screens (live, over the restaurant's event stream) instead of a PIN typed at the till. They
 * approve or decline it; a request is decided once (compare-and-set), audited, and an approval takes the discount
 * off the ticket as it then stands, in the same transaction.
 */
const topicsOf = (row: { orderId: string; restaurantId: string }) => orderTopics({ id: row.orderId, restaurantId: row.restaurantId });

/** The expiry job: sent with the request, it runs when the request expires (pos.jobs.ts). */
export const POS_APPROVAL_EXPIRY_JOB = "pos-approval-expiry";
const expiresAt = (row: PosApprovalRequestRow) => new Date(row.createdAt.getTime() + POS_APPROVAL_REQUEST_MINUTES * 60_000);
/** Pending until decided or expired: expiry is computed from `created_at`, never written, so it needs no sweep to be true. */
const statusOf = (row: PosApprovalRequestRow, now: Date): PosApprovalRequest["status"] => {
  if (row.status === "approved" || row.status === "declined") return row.status;
  return expiresAt(row).getTime() <= now.getTime() ? "expired" : "pending";
};

async function views(db: Db, rows: PosApprovalRequestRow[], now = new Date()): Promise<PosApprovalRequest[]> {
  const names = await firstNames(db, rows.flatMap((r) => [r.requestedBy, ...(r.decidedBy ? [r.decidedBy] : [])]));
  const out: PosApprovalRequest[] = [];
  for (const r of rows) {
    const order = await findOrderRow(db, r.orderId);
    if (!order) continue;
    const ticket = await loadPosTicket(db, order);
    const line = r.orderItemId ? ticket.lines.find((l) => l.id === r.orderItemId) : undefined;
    out.push({
      id: r.id,
      orderId: r.orderId,
      reference: ticket.reference,
      label: posLabel(order.tableNumber),
      dish: line ? `${line.quantity} × ${line.name}` : null,
      kind: r.kind === "percent" ? "percent" : "amount",
      value: r.value,
      amountCents: r.amountCents,
      ticketTotalCents: ticket.totalCents,
      reason: r.reason,
      requestedBy: names.get(r.requestedBy) ?? "Team member",
      status: statusOf(r, now),
      decidedBy: r.decidedBy ? (names.get(r.decidedBy) ?? "Team member") : null,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      expiresAt: expiresAt(r).toISOString(),
    });
  }
  return out;
}

const viewOf = async (db: Db, row: PosApprovalRequestRow) => (await views(db, [row]))[0]!;

/**
 * Sends a discount that needs approval to the owners' and managers' screens (one that does not is a 409: apply it),
 * with its expiry job, so every screen hears when it expires undecided.
 */
export async function requestDiscountApproval(deps: Pick<AppDeps, "db" | "jobs">, user: SessionUser, orderId: string, input: z.output<typeof posApprovalRequestInputSchema>): Promise<PosApprovalRequest> {
  return deps.db.transaction(async (tx) => {
    const { order, amountCents, needsApproval } = await priceDiscount(tx, user, orderId, input);
    if (!needsApproval) throw new AppError("conflict", "This discount needs no approval: apply it");
    const row = await insertApprovalRequest(tx, { ...discountRowFields(order, input, amountCents), requestedBy: user.userId });
    await publish(tx, { topics: topicsOf(row), type: "approval-requested", data: { orderId: order.id, requestId: row.id } });
    await deps.jobs.send(POS_APPROVAL_EXPIRY_JOB, { requestId: row.id }, { db: tx, startAfter: expiresAt(row) });
    return viewOf(tx, row);
  });
}

/** An owner's or manager's pending requests to decide; anyone else's own requests of the last hours (to follow them). */
export async function listApprovalRequests(db: Db, user: SessionUser, restaurantId: string | undefined): Promise<PosApprovalList> {
  const r = await posRestaurant(db, user, restaurantId);
  const approver = isApproverRole(await staffRoleAt(db, user.userId, r.id));
  const rows = approver ? await pendingApprovalRequests(db, r.id) : await myApprovalRequests(db, r.id, user.userId);
  return { requests: await views(db, rows) };
}

/** One request, for its restaurant's team (another team gets 403). */
export async function getApprovalRequest(db: Db, user: SessionUser, id: string): Promise<PosApprovalRequest> {
  const row = await findApprovalRequest(db, id);
  if (!row) throw notFound(NOT_FOUND);
  await posRestaurant(db, user, row.restaurantId);
  return viewOf(db, row);
}

/**
 * An owner or manager approves or declines from their own session. The order row is locked first (so the ticket the
 * approval discounts is the committed one), then the request is decided by compare-and-set: of two managers at once,
 * one decides and the other gets a 409 naming who did. Approving inserts the discount (applied by the requester,
 * approved by the decider); both paths write an audit entry in the same transaction.
 */
export async function decideApprovalRequest(deps: AppDeps, user: SessionUser, id: string, decision: "approve" | "decline"): Promise<PosApprovalRequest> {
  return deps.db.transaction(async (tx) => {
    const found = await findApprovalRequest(tx, id);
    if (!found) throw notFound(NOT_FOUND);
    await posRestaurant(tx, user, found.restaurantId);
    if (!isApproverRole(await staffRoleAt(tx, user.userId, found.restaurantId))) throw forbidden("Only an owner or manager approves discounts");
    const { order } = await visibleTicketOrder(tx, user, found.orderId, true);
    const decided = await decideRow(tx, id, decision === "approve" ? "approved" : "declined", user.userId);
    if (!decided) throw await alreadyDecided(tx, id);
    let amountCents = 0;
    if (decision === "approve") amountCents = await applyApproved(tx, order, decided, user.userId);
    await recordAudit(tx, {
      actorId: user.userId,
      action: "pos.discount_decided",
      targetType: "pos_approval_request",
      targetId: id,
      targetLabel: `${order.reference ?? order.id} · ${decided.reason}`,
      before: { status: "pending", kind: decided.kind, value: decided.value, amountCents: decided.amountCents },
      after: { status: decided.status, amountCents },
      reason: decided.reason,
    });
    await publish(tx, { topics: topicsOf(decided), type: "approval-decided", data: { orderId: decided.orderId, requestId: id, status: decided.status } });
    return viewOf(tx, decided);
  });
}

/** Why a request could not be decided: another manager decided it (who), or it expired undecided. */
async function alreadyDecided(tx: Db, id: string): Promise<AppError> {
  const now = await findApprovalRequest(tx, id);
  if (now?.status === "pending") return new AppError("conflict", POS_APPROVAL_EXPIRED_MESSAGE);
  const who = now?.decidedBy ? (await firstNames(tx, [now.decidedBy])).get(now.decidedBy) : null;
  return new AppError("conflict", `This request was already ${now?.status ?? "decided"}${who ? ` by ${who}` : ""}`);
}

async function applyApproved(tx: Db, order: OrderRow, row: PosApprovalRequestRow, approverId: string): Promise<number> {
  assertOpen(order);
  const current = await loadPosTicket(tx, order);
  const asked = { orderItemId: row.orderItemId, kind: row.kind === "percent" ? "percent" : "amount", value: row.value, reason: row.reason } as const;
  const amountCents = posDiscountAmount(current, asked);
  const discount = await insertDiscount(tx, { ...discountRowFields(order, asked, amountCents), appliedBy: row.requestedBy, approvedBy: approverId });
  await linkApprovedDiscount(tx, row.id, discount.id);
  await publish(tx, { topics: orderTopics(order), type: "discounted", data: { orderId: order.id } });
  return amountCents;
}

/**
 * The expiry job's work: a request still pending at its expiry tells the restaurant's tills (SSE `approval-expired`),
 * so the managers' lists drop it and the staff member's dialog says it expired — no screen keeps a timer. A request
 * decided meanwhile says nothing.
 */
export async function announceApprovalExpiry(db: Db, requestId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await isExpiredPending(tx, requestId))) return false;
    const row = (await findApprovalRequest(tx, requestId))!;
    await publish(tx, { topics: topicsOf(row), type: "approval-expired", data: { orderId: row.orderId, requestId } });
    return true;
  });
}
