import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Config } from "./config.js";
import { hashToken } from "./session.js";

/**
 * The single-use invitation link shared by the team invites (restaurants) and the company invites (companies):
 * a random token goes out in the mail, only its SHA-256 is stored, and it works until it is accepted or expires.
 * Each module keeps its own table; this is only the token's rules.
 */
export function issueInviteToken(validDays: number, now = Date.now()): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now + validDays * 86_400_000) };
}

/** The link the mail carries: the public address (or this server's) + the page + the token. */
export const inviteLink = (config: Pick<Config, "PUBLIC_URL" | "PORT">, pathAndParam: `/${string}?${string}=`, token: string) =>
  `${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}${pathAndParam}${token}`;

/** The invite a token names while it is still open (not accepted, not expired): the accept's guarded update uses it. */
export const openInviteWhere = (columns: { tokenHash: PgColumn; acceptedAt: PgColumn; expiresAt: PgColumn }, token: string, now = new Date()): SQL =>
  and(eq(columns.tokenHash, hashToken(token)), isNull(columns.acceptedAt), gt(columns.expiresAt, now))!;
