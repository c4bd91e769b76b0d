import type { z } from "zod";
import {
  depositSchedule,
  QuoteMathError,
  quoteTotals,
  type QuoteDiscount,
  type quoteDraftSchema,
  type QuoteLine,
  type QuoteVersion,
} from "@tavola/contracts";
import type { cateringQuoteVersions } from "../../db/schema/index.js";
import { AppError } from "../../platform/errors.js";

export type QuoteDraft = z.output<typeof quoteDraftSchema>;
export type QuoteVersionRow = typeof cateringQuoteVersions.$inferSelect;
type Deposit = QuoteDraft["deposits"][number];

/**
 * Every figure of a version, computed on the server with the shared maths (contracts/catering-quote-math.ts).
 * The maths' own refusals (a discount larger than the quote, deposits over the total, due dates out of order)
 * come back as 400 on the field they name.
 */
export function figuresOf(draft: QuoteDraft, taxRatePpm: number) {
  try {
    const totals = quoteTotals(draft.lines, draft.discount as QuoteDiscount | null, taxRatePpm);
    const schedule = depositSchedule(totals.totalCents, draft.deposits);
    return { totals, schedule };
  } catch (e) {
    if (e instanceof QuoteMathError) throw new AppError("invalid", e.message, { [e.field]: [e.message] });
    throw e;
  }
}

const money = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const lineKey = (l: QuoteLine) => `${l.kind}:${l.description.toLowerCase()}`;

/** What changed from the previous version, in words the client and the team both read (the version's record). */
export function changesSince(prev: QuoteVersionRow | null, next: { draft: QuoteDraft; totalCents: number }): string[] {
  if (!prev) return [];
  const out: string[] = [];
  const before = prev.lines as QuoteLine[];
  const after = next.draft.lines;
  const beforeKeys = new Map(before.map((l) => [lineKey(l), l]));
  const afterKeys = new Map(after.map((l) => [lineKey(l), l]));
  for (const [k, l] of afterKeys) {
    const old = beforeKeys.get(k);
    if (!old) out.push(`Added ${l.description} (${l.quantity} × ${money(l.unitPriceCents)})`);
    else if (old.quantity !== l.quantity || old.unitPriceCents !== l.unitPriceCents || (old.dietaryNote ?? null) !== (l.dietaryNote ?? null))
      out.push(`Changed ${l.description}: ${old.quantity} × ${money(old.unitPriceCents)} → ${l.quantity} × ${money(l.unitPriceCents)}`);
  }
  for (const [k, l] of beforeKeys) if (!afterKeys.has(k)) out.push(`Removed ${l.description}`);
  if (prev.serviceType !== next.draft.serviceType) out.push(`Service type ${prev.serviceType} → ${next.draft.serviceType}`);
  if (JSON.stringify(prev.discount ?? null) !== JSON.stringify(next.draft.discount)) out.push("Discount changed");
  if (JSON.stringify(prev.deposits) !== JSON.stringify(next.draft.deposits)) out.push("Deposit schedule changed");
  if (prev.validDays !== next.draft.validDays) out.push(`Valid ${prev.validDays} → ${next.draft.validDays} days`);
  if (prev.totalCents !== next.totalCents) out.push(`Total ${money(prev.totalCents)} → ${money(next.totalCents)}`);
  return out;
}

/** Past its validity: marked by the expiry job, or (in the minutes before it runs) read from `valid_until`. */
export const isVersionExpired = (row: Pick<QuoteVersionRow, "expiredAt" | "validUntil">, now: Date) =>
  row.expiredAt !== null || (row.validUntil !== null && row.validUntil <= now);

/** A version's status as people read it: the draft, the one sent (or expired), the accepted one, superseded. */
export function versionStatus(
  row: QuoteVersionRow,
  quote: { latestSentVersionId: string | null; acceptedVersionId: string | null },
  now: Date,
): QuoteVersion["status"] {
  if (!row.sentAt) return "draft";
  if (quote.acceptedVersionId === row.id) return "accepted";
  if (quote.latestSentVersionId !== row.id) return "superseded";
  if (isVersionExpired(row, now)) return "expired";
  return "sent";
}

export function toVersionView(row: QuoteVersionRow, quote: { latestSentVersionId: string | null; acceptedVersionId: string | null }, now: Date): QuoteVersion {
  const lines = row.lines as QuoteLine[];
  return {
    id: row.id,
    number: row.number,
    status: versionStatus(row, quote, now),
    serviceType: row.serviceType as QuoteVersion["serviceType"],
    lines: lines.map((l) => ({ ...l, dietaryNote: l.dietaryNote ?? null, lineTotalCents: l.quantity * l.unitPriceCents })),
    discount: (row.discount ?? null) as QuoteVersion["discount"],
    deposits: row.deposits as Deposit[],
    taxRatePpm: row.taxRatePpm,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    schedule: row.schedule as QuoteVersion["schedule"],
    validDays: row.validDays,
    validUntil: row.validUntil?.toISOString() ?? null,
    changeNote: row.changeNote,
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
