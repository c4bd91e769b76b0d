import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";

/**
 * Guests who are not signed in may tokenise a card (to pay a table's bill), so the vault must not become a
 * free card-testing service: an address gets at most 30 tokens per 10 minutes. The count lives in the
 * database (every server process sees it): an anonymous caller's tokens carry a tag derived from its address
 * (`requester_tag`, indexed with the time), so "tokens from this address in the window" is one index range.
 */
export const ANONYMOUS_TOKENS_PER_WINDOW = 30;
export const TOKEN_WINDOW_MINUTES = 10;

/** An anonymous caller's tag: one-way, so the vault never stores the address itself. */
export const anonymousRequesterTag = (ip: string) => createHash("sha256").update(`tavola-card-token:${ip}`).digest("hex").slice(0, 32);

/**
 * 429 with Retry-After once the address has used its tokens for the window. Called in the transaction that
 * then creates the token; the advisory lock (per address) makes a burst of parallel calls count one by one.
 */
export async function assertAnonymousTokenAllowed(tx: Db, requesterTag: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${requesterTag}))`);
  const [row] = await queryRows<{ n: number; retry_after: number | null }>(tx, sql`
    select count(*)::int as n,
           ceil(extract(epoch from min(created_at) + make_interval(mins => ${TOKEN_WINDOW_MINUTES}) - now()))::int as retry_after
    from sandbox_card_tokens
    where requester_tag = ${requesterTag}
      and created_at > now() - make_interval(mins => ${TOKEN_WINDOW_MINUTES})`);
  if (Number(row?.n ?? 0) >= ANONYMOUS_TOKENS_PER_WINDOW) {
    throw new AppError("rate_limited", "Too many cards tried from this address. Please wait a few minutes, or sign in.", undefined, {
      "Retry-After": String(Math.max(1, Number(row?.retry_after ?? 60))),
    });
  }
}
