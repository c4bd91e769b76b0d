import { centsToDecimal, FINANCE_COLUMNS, financePeriodOf, rangeDayNumber, type FinanceFigures } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { restaurantNames } from "./finance.repository.js";
import { addFigures, cellsFor, zeroFigures, type FinanceQueryParsed } from "./finance.service.js";

/**
 * The financial report as CSV, streamed: the range is read in chunks of whole periods (about a month of days each),
 * so a year of days × restaurants never sits in memory at once; each chunk's rows are written as soon as they are
 * read. One row per (period, restaurant); rows with an empty restaurant hold what belongs to none (courier payouts,
 * refunds of payments that are not an order's). The last row is the total. Money is written as a decimal of the
 * integer cents ("1234.05"), never through floating point.
 */
export const CSV_HEADER = ["period", "restaurant_id", "restaurant", ...FINANCE_COLUMNS.map((c) => c.key.replace(/Cents$/, "").replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`))];

/**
 * One text field (RFC 4180): quoted when it holds a comma, quote or line break; a text starting with = + - @ is
 * prefixed with ' so a spreadsheet shows it instead of running it as a formula. Numbers are written as they are.
 */
export function csvField(value: string): string {
  const v = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

const line = (texts: string[], numbers: string[] = []) => `${[...texts.map(csvField), ...numbers].join(",")}\r\n`;
const figures = (f: FinanceFigures) => FINANCE_COLUMNS.map((c) => (c.money ? centsToDecimal(f[c.key]) : String(f[c.key])));

const DAY_MS = 86_400_000;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/**
 * About this many days per query, by period length: a chunk holds a bounded number of (period, restaurant) rows (a
 * month of days, half a year of weeks, a year of months), so a year by month is one read, not twelve. A chunk ends only
 * where a period ends, so no period is split across chunks.
 */
const CHUNK_DAYS: Record<FinanceQueryParsed["granularity"], number> = { day: 31, week: 182, month: 366 };

/** The range cut into consecutive sub-ranges that each start on a period's first day (or the range's start). */
export function chunksOf(q: FinanceQueryParsed): Array<{ from: string; to: string }> {
  const chunks: Array<{ from: string; to: string }> = [];
  let start = rangeDayNumber(q.from);
  const last = rangeDayNumber(q.to);
  for (let d = start + 1; d <= last + 1; d++) {
    const atEnd = d === last + 1;
    const periodStart = !atEnd && financePeriodOf(dateOf(d), q.granularity) === dateOf(d);
    if (atEnd || (periodStart && d - start >= CHUNK_DAYS[q.granularity])) {
      chunks.push({ from: dateOf(start), to: dateOf(d - 1) });
      start = d;
    }
  }
  return chunks;
}

export function financeCsvFileName(q: FinanceQueryParsed): string {
  return `tavola-finance-${q.from}-to-${q.to}-by-${q.granularity}.csv`;
}

/** A chunk's rows with their restaurants' names (one read of the names per chunk). */
async function chunkRows(db: Db, q: FinanceQueryParsed, chunk: { from: string; to: string }) {
  const cells = await cellsFor(db, { ...q, ...chunk });
  const names = await restaurantNames(db, [...new Set(cells.flatMap((c) => (c.restaurantId ? [c.restaurantId] : [])))]);
  return { cells, names };
}

export async function* financeCsv(db: Db, q: FinanceQueryParsed): AsyncGenerator<string> {
  yield line(CSV_HEADER);
  const total = zeroFigures();
  const chunks = chunksOf(q);
  // The next chunk is read while this one is written out (at most one chunk ahead: memory stays bounded).
  let next = chunks.length > 0 ? chunkRows(db, q, chunks[0]!) : null;
  for (let i = 0; next; i++) {
    const { cells, names } = await next;
    next = i + 1 < chunks.length ? chunkRows(db, q, chunks[i + 1]!) : null;
    // A rejected read-ahead is awaited (and thrown) on the next turn; until then it must not count as unhandled.
    next?.catch(() => {});
    let out = "";
    for (const c of cells) {
      addFigures(total, c);
      out += line([c.period, c.restaurantId ?? "", c.restaurantId ? (names.get(c.restaurantId) ?? "Removed restaurant") : ""], figures(c));
    }
    if (out) yield out;
  }
  yield line(["Total", "", q.restaurantId ? "" : "All restaurants"], figures(total));
}
