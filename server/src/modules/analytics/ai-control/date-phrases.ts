import { addDays, dayNumber, firstOfMonth, lastOfMonth, MONTHS, weekdayOf } from "./calendar.js";

/**
 * Date phrases of a (normalised, typo-corrected) question → a range of local days. Pure: "today" is given.
 * Weeks start on Monday; "last N days" are the N complete days before today.
 */
export type DayRange = { from: string; to: string; label: string };
export type DateReading = { range: DayRange; rest: string; notes: string[] } | { error: string } | null;

export const MAX_QUESTION_DAYS = 366;

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, sixty: 60, ninety: 90,
};
export const NUMBER_PATTERN = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join("|")})`;
export const numberOf = (s: string) => (/^\d+$/.test(s) ? Number(s) : (NUMBER_WORDS[s] ?? NaN));

const MONTH_PATTERN = `(${MONTHS.join("|")}|${MONTHS.map((m) => m.slice(0, 3)).join("|")}|sept)`;
const monthIndexOf = (s: string) => MONTHS.findIndex((m) => m.startsWith(s.slice(0, 3)));

/** One date: 2026-11-05, "5 nov [2026]", "nov 5[th][,] [2026]". */
const DATE_PATTERN = `(\\d{4}-\\d{2}-\\d{2}|\\d{1,2}(?:st|nd|rd|th)? ${MONTH_PATTERN}\\b(?: \\d{4})?|${MONTH_PATTERN} \\d{1,2}(?:st|nd|rd|th)?\\b(?: \\d{4})?)`;

function readDate(s: string, today: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (iso) {
    const valid = new Date(`${s}T00:00:00Z`);
    return Number.isNaN(valid.getTime()) || !valid.toISOString().startsWith(s) ? null : s;
  }
  const parts = s.replace(/(\d)(st|nd|rd|th)\b/g, "$1").split(" ");
  const dayPart = parts.find((p) => /^\d{1,2}$/.test(p));
  const monthPart = parts.find((p) => /^[a-z]+$/.test(p));
  const yearPart = parts.find((p) => /^\d{4}$/.test(p));
  if (!dayPart || !monthPart) return null;
  const month0 = monthIndexOf(monthPart);
  let year = yearPart ? Number(yearPart) : Number(today.slice(0, 4));
  const make = (y: number) => `${y}-${String(month0 + 1).padStart(2, "0")}-${dayPart.padStart(2, "0")}`;
  // Without a year, the latest such date not after today ("5 dec" asked in November is last December).
  if (!yearPart && make(year) > today) year -= 1;
  const date = make(year);
  const check = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(check.getTime()) || !check.toISOString().startsWith(date) ? null : date;
}

const mondayOf = (d: string) => addDays(d, -((weekdayOf(d) + 6) % 7));

type Rule = { pattern: RegExp; read: (m: RegExpExecArray, today: string) => DayRange | { error: string } | null };

const FUTURE = "I only know what has happened: ask about today or earlier.";

const RULES: Rule[] = [
  {
    pattern: new RegExp(`\\b(?:between|from) ${DATE_PATTERN} (?:and|to|until|till|-) ${DATE_PATTERN}`),
    read: (m, today) => {
      const a = readDate(m[1]!, today);
      // DATE_PATTERN has three groups (the date, and a month name in either order): the second date is group 4.
      const b = readDate(m[4]!, today);
      if (!a || !b) return { error: "I could not read those dates: write them like 2026-11-01 or 1 Nov." };
      const [from, to] = a <= b ? [a, b] : [b, a];
      return { from, to, label: "" };
    },
  },
  { pattern: /\b(tomorrow|next (?:week|month|year|\d+ days))\b/, read: () => ({ error: FUTURE }) },
  { pattern: /\btoday\b/, read: (_m, today) => ({ from: today, to: today, label: "today" }) },
  { pattern: /\byesterday\b/, read: (_m, today) => ({ from: addDays(today, -1), to: addDays(today, -1), label: "yesterday" }) },
  {
    pattern: new RegExp(`\\b(?:last|past|previous|the last|in the last) ${NUMBER_PATTERN} (days?|weeks?|months?)\\b`),
    read: (m, today) => {
      const count = numberOf(m[1]!);
      const unit = m[2]!.startsWith("day") ? 1 : m[2]!.startsWith("week") ? 7 : 30;
      const days = count * unit;
      if (!Number.isFinite(days) || days < 1) return null;
      return { from: addDays(today, -days), to: addDays(today, -1), label: `last ${count} ${m[2]!.replace(/s$/, "")}${count === 1 ? "" : "s"}` };
    },
  },
  { pattern: /\b(?:this|current) week\b|\bweek to date\b/, read: (_m, today) => ({ from: mondayOf(today), to: today, label: "this week" }) },
  {
    pattern: /\b(?:last|previous|past) week\b/,
    read: (m, today) =>
      m[0].startsWith("past") ? { from: addDays(today, -7), to: addDays(today, -1), label: "last 7 days" } : { from: addDays(mondayOf(today), -7), to: addDays(mondayOf(today), -1), label: "last week" },
  },
  { pattern: /\b(?:this|current) month\b|\bmonth to date\b/, read: (_m, today) => ({ from: `${today.slice(0, 8)}01`, to: today, label: "this month" }) },
  {
    pattern: /\b(?:last|previous|past) month\b/,
    read: (_m, today) => {
      const y = Number(today.slice(0, 4));
      const m0 = Number(today.slice(5, 7)) - 1;
      const [py, pm] = m0 === 0 ? [y - 1, 11] : [y, m0 - 1];
      return { from: firstOfMonth(py, pm), to: lastOfMonth(py, pm), label: "last month" };
    },
  },
  { pattern: /\b(?:this year|year to date|ytd)\b/, read: (_m, today) => ({ from: `${today.slice(0, 4)}-01-01`, to: today, label: "this year" }) },
  {
    pattern: /\b(?:last|previous) year\b/,
    read: (_m, today) => {
      const y = Number(today.slice(0, 4)) - 1;
      return { from: `${y}-01-01`, to: `${y}-12-31`, label: "last year" };
    },
  },
  {
    pattern: new RegExp(`\\bsince ${DATE_PATTERN}`),
    read: (m, today) => {
      const from = readDate(m[1]!, today);
      return from ? { from, to: today, label: "" } : { error: "I could not read that date: write it like 2026-11-01 or 1 Nov." };
    },
  },
  {
    pattern: new RegExp(`\\b(?:on )?${DATE_PATTERN}`),
    read: (m, today) => {
      const d = readDate(m[1]!, today);
      return d ? { from: d, to: d, label: "" } : { error: "I could not read that date: write it like 2026-11-01 or 1 Nov." };
    },
  },
  {
    // "in november", "during oct 2026", "for march"; a bare month name counts too, except "may" (a plain word).
    pattern: new RegExp(`\\b(?:(?:in|during|for|of) ${MONTH_PATTERN}|(${MONTHS.filter((x) => x !== "may").join("|")}))(?: (\\d{4}))?\\b`),
    read: (m, today) => {
      const name = (m[1] ?? m[2])!;
      const month0 = monthIndexOf(name);
      let year = m[3] ? Number(m[3]) : Number(today.slice(0, 4));
      if (!m[3] && firstOfMonth(year, month0) > today) year -= 1;
      const from = firstOfMonth(year, month0);
      const last = lastOfMonth(year, month0);
      const label = `${MONTHS[month0]![0]!.toUpperCase()}${MONTHS[month0]!.slice(1)} ${year}`;
      return { from, to: last > today ? today : last, label };
    },
  },
];

/** The first date phrase found (in rule order), the question without it, and what was adjusted. */
export function readDatePhrase(text: string, today: string): DateReading {
  for (const rule of RULES) {
    const m = rule.pattern.exec(text);
    if (!m) continue;
    const read = rule.read(m, today);
    if (!read) continue;
    if ("error" in read) return read;
    const notes: string[] = [];
    const { from } = read;
    let { to } = read;
    if (from > today) return { error: FUTURE };
    if (to > today) {
      to = today;
      notes.push("Days after today are left out.");
    }
    if (dayNumber(to) - dayNumber(from) + 1 > MAX_QUESTION_DAYS) {
      return { error: `A question covers at most ${MAX_QUESTION_DAYS} days: ask about a shorter period.` };
    }
    return { range: { from, to, label: read.label }, rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim(), notes };
  }
  return null;
}
