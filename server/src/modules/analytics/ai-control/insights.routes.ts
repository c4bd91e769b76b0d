import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { errorBodySchema, insightAnomaliesQuerySchema, insightAnomaliesSchema, insightAnswerSchema, insightQuestionSchema, isExecutive } from "@tavola/contracts";
import type { AppDeps } from "../../../platform/deps.js";
import { forbidden } from "../../../platform/errors.js";
import { requireSession } from "../../../platform/session.js";
import { kpiAnomalies } from "./anomalies.service.js";
import { answerQuestion } from "./question.service.js";

/** Questions per executive per minute: each runs a query over the orders. */
export const QUESTIONS_PER_MINUTE = 20;

const executivesOnly = {
  onRequest: async (request: FastifyRequest) => {
    if (!isExecutive(requireSession(request).role)) throw forbidden("Only executives see the business's figures");
  },
};

/** /ai-executive-control's API: KPI anomalies and questions in plain English, both computed from the data here. */
export const insightsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/analytics/insights/anomalies",
      {
        ...executivesOnly,
        schema: {
          tags: ["analytics"],
          summary: "KPI anomalies of the last complete days against the same weekday of the 8 weeks before (median/MAD), with the restaurants that explain each",
          querystring: insightAnomaliesQuerySchema,
          response: { 200: insightAnomaliesSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => kpiAnomalies(deps.db, request.query),
    );

    app.post(
      "/api/analytics/insights/ask",
      {
        ...executivesOnly,
        schema: {
          tags: ["analytics"],
          summary: "A question in plain English answered from the data by an on-server parser onto a fixed set of query intents (or a plain refusal listing what it can answer)",
          body: insightQuestionSchema,
          response: { 200: insightAnswerSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) => {
        const { userId } = requireSession(request);
        await deps.limiter.consume(
          [{ key: `insights-ask:user:${userId}`, limit: QUESTIONS_PER_MINUTE, windowSeconds: 60 }],
          "Too many questions at once. Please wait a minute.",
        );
        return answerQuestion(deps.db, request.body);
      },
    );
  };
