// Month-end B2B invoicing (issue 17): 1,000 parent companies, each with an admin and BENCH_B2B_ORDERS orders (default
// 4, over three cost centres) in the month, invoiced by the job's own function (`invoiceMonth`: one transaction per
// company — row lock, the month's orders of its tree, cost-centre subtotals and the $500 top-up, the gapless counter,
// the invoice row and the admin's outbox mail with its delivery job). Wall time of the first run, then of a second
// run (every invoice exists: the idempotent no-op), on Postgres (throwaway cluster) and on in-memory PGlite.
// Loaded from the TypeScript source through tsx, as the job runs it.
//   env: BENCH_B2B_COMPANIES (default 1000), BENCH_B2B_ORDERS (orders per company, default 4)
import { serverExport } from "./lib/record-sql.mjs";
import { fmt, table, vacuumAnalyze, withPostgresDatabase } from "./lib/harness.mjs";
import { sql } from "drizzle-orm";

export const title = "Month-end invoicing of 1,000 B2B companies, wall time (Postgres and PGlite)";

const MONTH = "2031-03";

async function fill(db, companies, perCompany) {
  await db.execute(sql`insert into restaurants (name, slug, cuisine, address, city, lat, lng) values ('Bench Kitchen', 'bench-kitchen', 'Italian', '1 Bench St', 'New York', 40.7, -74.0) on conflict do nothing`);
  await db.execute(sql`
    insert into companies (name, vat_number, billing_line1, billing_postal_code, billing_city, billing_country, created_at)
    select 'Bench Co ' || g, 'DE' || lpad(g::text, 9, '0'), 'Main St ' || g, '10115', 'Berlin', 'DE', '2031-01-01'
    from generate_series(1, ${companies}) g`);
  await db.execute(sql`
    insert into users (email, role, organization_id)
    select 'admin-' || c.vat_number || '@bench.example', 'enterprise_client', c.id::text from companies c where c.name like 'Bench Co %'`);
  await db.execute(sql`
    insert into company_members (user_id, company_id, role)
    select u.id, u.organization_id::uuid, 'admin' from users u where u.email like 'admin-%@bench.example'`);
  await db.execute(sql`
    insert into company_orders (company_id, placed_by_user_id, restaurant_id, event_name, event_date, event_time, headcount, lines, subtotal_cents, tax_cents, total_cents, po_number, cost_centre)
    select m.company_id, m.user_id, r.id, 'Lunch ' || n, ${MONTH + "-01"}::date + (n % 28), '12:00', 10, '[]'::jsonb, 9000 + n * 700, 800 + n * 62, 9800 + n * 762,
           'PO-' || n, (array['CC-SALES', 'CC-OPS', 'CC-RND'])[1 + n % 3]
    from company_members m cross join generate_series(1, ${perCompany}) n cross join (select id from restaurants where slug = 'bench-kitchen') r`);
}

async function measure(log, label, database, databaseUrl) {
  const createJobQueue = await serverExport("./server/src/platform/jobs/job-queue.ts", "createJobQueue");
  const invoiceMonth = await serverExport("./server/src/modules/companies/company-invoicing.ts", "invoiceMonth");
  const defineMailJobs = await serverExport("./server/src/modules/mail/mail.jobs.ts", "defineMailJobs");
  const companies = Number(process.env.BENCH_B2B_COMPANIES ?? 1000);
  const perCompany = Number(process.env.BENCH_B2B_ORDERS ?? 4);
  const jobs = createJobQueue({ database, databaseUrl });
  defineMailJobs({ db: database.db, jobs, config: { SMTP_URL: undefined, MAIL_FROM: "bench@example.com" } }, null);
  await jobs.start({ work: false });
  try {
    await fill(database.db, companies, perCompany);
    if (databaseUrl) await vacuumAnalyze(databaseUrl);
    const t0 = performance.now();
    const first = await invoiceMonth(database.db, jobs, MONTH, { publicUrl: "http://localhost" });
    const firstMs = performance.now() - t0;
    const t1 = performance.now();
    const second = await invoiceMonth(database.db, jobs, MONTH, { publicUrl: "http://localhost" });
    const secondMs = performance.now() - t1;
    const [check] = (await database.db.execute(sql`select count(*)::int as n, min(number)::int as lo, max(number)::int as hi, sum(total_cents)::bigint as cents from company_invoices where month = ${MONTH}`)).rows;
    log(`${label}: ${companies} companies × ${perCompany} orders → ${first.issued} invoices (numbers ${check.lo}–${check.hi}) in ${fmt.int(firstMs)} ms (${(firstMs / companies).toFixed(2)} ms a company); second run issued ${second.issued} in ${fmt.int(secondMs)} ms`);
    return { companies, ordersPerCompany: perCompany, issued: first.issued, firstRunMs: Math.round(firstMs), perCompanyMs: Number((firstMs / companies).toFixed(2)), secondRunIssued: second.issued, secondRunMs: Math.round(secondMs) };
  } finally {
    await jobs.stop();
  }
}

export default async function run({ log }) {
  const openDatabase = await serverExport("./server/src/platform/database.ts", "openDatabase");
  const result = {};
  result.postgres = await withPostgresDatabase(log, async (url) => {
    const database = await openDatabase({ databaseUrl: url });
    try {
      return await measure(log, "Postgres", database, url);
    } finally {
      await database.close();
    }
  });
  const pglite = await openDatabase({});
  try {
    result.pglite = await measure(log, "PGlite (in memory)", pglite, undefined);
  } finally {
    await pglite.close();
  }
  table([
    ["database", "companies", "first run ms", "ms a company", "second run ms"],
    ...Object.entries(result).filter(([, r]) => r && !r.skipped && !r.error).map(([k, r]) => [k, r.companies, r.firstRunMs, r.perCompanyMs, r.secondRunMs]),
  ]).split("\n").forEach((l) => log(l));
  return result;
}
