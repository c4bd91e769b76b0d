import { z } from "zod";
import type { AppDeps } from "../../platform/deps.js";
import { placeRecurringOrders } from "./company-recurring.service.js";
import { invoiceMonth } from "./company-invoicing.js";
import { monthOf, previousMonth } from "./company-view.js";

export const COMPANY_RECURRING_ORDERS_JOB = "company-recurring-orders";
export const COMPANY_MONTHLY_INVOICES_JOB = "company-monthly-invoices";

/**
 * B2B accounts' scheduled work (issue 17). Both jobs are idempotent (a unique row decides: one order per recurring
 * order and day, one invoice per parent company and month), so a retry, a second run or two at once change nothing.
 * - recurring orders: daily at 05:00 UTC, the weeks of the next 7 days;
 * - month end: 00:30 UTC on the 1st, the month that just ended (a `month` in the payload reissues a given one's
 *   missing invoices).
 */
export function defineCompaniesJobs(deps: AppDeps) {
  deps.jobs.define(COMPANY_RECURRING_ORDERS_JOB, z.object({}), async () => {
    await placeRecurringOrders(deps.db, new Date());
  });
  deps.jobs.schedule(COMPANY_RECURRING_ORDERS_JOB, "0 5 * * *");
  deps.jobs.define(
    COMPANY_MONTHLY_INVOICES_JOB,
    z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/).max(7).optional() }),
    async ({ month }) => {
      const publicUrl = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
      await invoiceMonth(deps.db, deps.jobs, month ?? previousMonth(monthOf(new Date())), { publicUrl });
    },
  );
  deps.jobs.schedule(COMPANY_MONTHLY_INVOICES_JOB, "30 0 1 * *");
}
