import { sql } from "drizzle-orm";
import { cateringClientLinks, cateringNotices } from "../../db/schema/index.js";
import { queryRows, type Db } from "../../platform/database.js";
import type { AppDeps } from "../../platform/deps.js";
import { hashToken, newToken } from "../../platform/session.js";

/**
 * Claims a notice (a reminder step, the balance mail, a reconfirmation step) by its unique key: true for the one
 * caller that inserted it. Sending after a successful claim, in the same transaction, is what makes every notice
 * go out once — a second run, a retry after a crash or a racing worker finds the key taken.
 */
export async function claimNotice(tx: Db, key: string, leadId: string, kind: string, now: Date): Promise<boolean> {
  const rows = await tx.insert(cateringNotices).values({ key, leadId, kind, createdAt: now }).onConflictDoNothing().returning({ key: cateringNotices.key });
  return rows.length > 0;
}

/**
 * A fresh client link to the quote for a mail (only its hash is kept, like the quote's own link): `path` is e.g.
 * `/catering-checkout/<leadId>`; the answer is the full URL with `?token=`.
 */
export async function mintClientLink(tx: Db, deps: Pick<AppDeps, "config">, quoteId: string, purpose: string, path: string, now: Date): Promise<string> {
  const token = newToken();
  await tx.insert(cateringClientLinks).values({ tokenHash: hashToken(token), quoteId, purpose, createdAt: now });
  return `${publicUrlOf(deps)}${path}?token=${token}`;
}

export const publicUrlOf = (deps: Pick<AppDeps, "config">) => deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;

/** The restaurant's owners and managers (the people escalations and alerts go to). */
export const restaurantManagers = (db: Db, restaurantId: string) =>
  queryRows<{ user_id: string; email: string }>(db, sql`
    select u.id as user_id, u.email from restaurant_staff s join users u on u.id = s.user_id
    where s.restaurant_id = ${restaurantId}::uuid and s.role in ('owner', 'manager') order by u.email`);

export const money = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
