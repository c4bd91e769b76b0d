import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { Readable } from "node:stream";
import {
  advancedAnalyticsSchema,
  analyticsOverviewSchema,
  analyticsQuerySchema,
  basketQuerySchema,
  ceoDashboardQuerySchema,
  ceoDashboardSchema,
  customerChurnPendingSchema,
  customerChurnQuerySchema,
  customerChurnSchema,
  demandForecastQuerySchema,
  demandForecastSchema,
  errorBodySchema,
  financeQuerySchema,
  financeReportSchema,
  isExecutive,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { forbidden } from "../../platform/errors.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { isFlagOn } from "../flags/index.js";
import { ceoDashboard } from "./ceo-dashboard.service.js";
import { churnForRequest } from "./churn/churn-store.js";
import { demandForecast } from "./forecast/forecast.service.js";
import { financeCsv, financeCsvFileName } from "./finance-csv.js";
import { assertRestaurant, financeReport } from "./finance.service.js";
import { advancedAnalytics, analyticsOverview } from "./insights/insights.service.js";

/** The business's figures are for executives (ceo, super_admin): 401 signed out, 403 for any other role. */
const executivesOnly = {
  onRequest: async (request: FastifyRequest) => {
    if (!isExecutive(requireSession(request).role)) throw forbidden("Only executives see the business's figures");
  },
};

export const analyticsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/analytics/ceo-dashboard",
      {
        ...executivesOnly,
        schema: {
          tags: ["analytics"],
          summary: "The CEO dashboard's figures for a range of local days, with the previous period, trend, restaurants and cohorts",
          querystring: ceoDashboardQuerySchema,
          response: { 200: ceoDashboardSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => ceoDashboard(deps.db, request.query),
    );

    app.get(
      "/api/analytics/finance",
      {
        ...executivesOnly,
        schema: {
          tags: ["analytics"],
          summary: "Financial analytics for a range of local days: revenue by stream, refunds, payouts, commissions, tax — totals, per period and per restaurant",
          querystring: financeQuerySchema,
          response: { 200: financeReportSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => financeReport(deps.db, request.query),
    );

    app.get(
      "/api/analytics/finance/export.csv",
      {
        ...executivesOnly,
        schema: {
          tags: ["analytics"],
          summary: "The financial report as CSV (one row per period and restaurant, then the total), streamed",
          querystring: financeQuerySchema,
        },
      },
      async (request, reply) => {
        // The export is behind a feature flag (a kill switch for the heaviest read); checked before the first byte.
        if (!(await isFlagOn(deps, "finance-csv-export", requireSession(request).userId))) {
          throw forbidden("The CSV export is switched off (feature flag finance-csv-export)");
        }
        await assertRestaurant(deps.db, request.query.restaurantId); // a 404 before the first byte, not inside the stream
        return reply
          .header("Content-Type", "text/csv; charset=utf-8")
          .header("Content-Disposition", `attachment; filename="${financeCsvFileName(request.query)}"`)
          .header("Cache-Control", "no-store")
          .header("X-Content-Type-Options", "nosniff")
          .send(Readable.from(financeCsv(deps.db, request.query)));
      },
    );

    app.get(
      "/api/analytics/customer-churn",
      {
        ...executivesOnly,
        schema: {
          tags: ["analytics"],
          summary:
            "Each customer's probability of being active (MBG/NBD), risk segments, the model's calibration on a holdout, and the win-back list — the stored fit; a holdout not fitted yet is queued and its progress returned (202 when nothing is stored yet)",
          querystring: customerChurnQuerySchema,
          response: { 200: customerChurnSchema, 202: customerChurnPendingSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request, reply) => {
        const answer = await churnForRequest(deps, request.query.holdoutDays);
        return reply.code(answer.status).send(answer.body);
      },
    );

    app.get(
      "/api/analytics/demand-forecast",
      {
        ...signedIn,
        schema: {
          tags: ["analytics"],
          summary: "Orders per 15-minute slot for the next 7 days from the model with the lowest backtest error, beside the seasonal-naive baseline, with a suggested kitchen capacity per slot",
          querystring: demandForecastQuerySchema,
          response: { 200: demandForecastSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => demandForecast(deps.db, requireSession(request), request.query.restaurantId),
    );

    // Executives see every restaurant; an owner or manager their own (checked in resolveScope); anyone else 403.
    app.get(
      "/api/analytics/overview",
      {
        ...signedIn,
        schema: {
          tags: ["analytics"],
          summary: "Orders by weekday × hour in each restaurant's local time and the funnel (menu view → cart → checkout → paid) for a range of local days",
          querystring: analyticsQuerySchema,
          response: { 200: analyticsOverviewSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => analyticsOverview(deps.db, requireSession(request), request.query),
    );

    app.get(
      "/api/analytics/advanced",
      {
        ...signedIn,
        schema: {
          tags: ["analytics"],
          summary: "Dishes bought together (support, confidence, lift above a minimum support), the restaurant league table, and the funnel against the previous period",
          querystring: basketQuerySchema,
          response: { 200: advancedAnalyticsSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => advancedAnalytics(deps.db, requireSession(request), request.query),
    );
  };
