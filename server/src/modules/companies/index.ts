/** The companies module (issue 17, B2B catering accounts): companies, employees, orders, recurring orders, invoices. */
export { companiesRoutes } from "./companies.routes.js";
export { COMPANY_MONTHLY_INVOICES_JOB, COMPANY_RECURRING_ORDERS_JOB, defineCompaniesJobs } from "./companies.jobs.js";
export { invoiceMonth, issueMonthlyInvoice } from "./company-invoicing.js";
export { placeRecurringOrders } from "./company-recurring.service.js";
export { placeOrderIn } from "./company-orders.service.js";
