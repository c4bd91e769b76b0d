import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { POS_APPROVER_ROLES } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import type { AppDeps } from "../../platform/deps.js";
import { AppError, forbidden } from "../../platform/errors.js";
import { staffRoleAt } from "../restaurants/index.js";
import { listApproverPins, upsertApproverPin } from "./pos-ledger.repository.js";

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** A PIN's hash: scrypt with a random salt, stored as "salt:hash" in hex. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString("hex")}:${(await scrypt(pin, salt, 32)).toString("hex")}`;
}

export async function pinMatches(stored: string, pin: string): Promise<boolean> {
  const [salt, hash] = stored.split(":");
  if (!salt || !hash) return false;
  const candidate = await scrypt(pin, Buffer.from(salt, "hex"), 32);
  const expected = Buffer.from(hash, "hex");
  return expected.length === candidate.length && timingSafeEqual(expected, candidate);
}

export const isApproverRole = (role: string | null) => role !== null && (POS_APPROVER_ROLES as readonly string[]).includes(role);

/** An owner or manager sets the PIN they approve with at the till; two approvers of one restaurant never share one. */
export async function setApproverPin(db: Db, restaurantId: string, userId: string, pin: string): Promise<void> {
  if (!isApproverRole(await staffRoleAt(db, userId, restaurantId))) throw forbidden("Only an owner or manager approves at the till");
  for (const other of await listApproverPins(db, restaurantId)) {
    if (other.userId !== userId && (await pinMatches(other.pinHash, pin))) {
      throw new AppError("conflict", "Choose another PIN", { pin: ["Choose another PIN"] });
    }
  }
  await upsertApproverPin(db, restaurantId, userId, await hashPin(pin));
}

const PIN_MESSAGE = "That PIN is not an owner's or manager's here";

export const pinLimitKey = (callerId: string) => `pos-pin:${callerId}`;

/**
 * Counts a PIN attempt before any is checked — five in 15 minutes per person at the till and they wait (429) — so a
 * PIN cannot be guessed. Called outside the transaction (the limiter has its own connection); a right PIN gives
 * the attempt back.
 */
export const countPinAttempt = (deps: AppDeps, callerId: string) =>
  deps.limiter.consume([{ key: pinLimitKey(callerId), limit: 5, windowSeconds: 15 * 60 }], "Too many wrong PINs. Ask a manager to approve in a few minutes.");

/** Who approves with this PIN: an owner or manager of the restaurant (still on its team in that role). */
export async function approverByPin(db: Db, restaurantId: string, pin: string): Promise<string> {
  for (const row of await listApproverPins(db, restaurantId)) {
    if ((await pinMatches(row.pinHash, pin)) && isApproverRole(await staffRoleAt(db, row.userId, restaurantId))) return row.userId;
  }
  throw new AppError("forbidden", PIN_MESSAGE, { approverPin: [PIN_MESSAGE] });
}
