import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  errorBodySchema,
  feedbackAlertListSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackReplySchema,
  feedbackSubmitSchema,
  feedbackViewSchema,
  recoveryCreditSchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { limitBy } from "../../platform/rate-limit.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { FEEDBACK_LIMITED_MESSAGE, feedbackRules } from "./feedback-limits.js";
import { dismissAlert, grantRecovery, listAlerts } from "./feedback-alerts.service.js";
import { listFeedbackForStaff, replyToFeedback, submitFeedback } from "./feedback.service.js";

const restaurantParams = z.object({ id: z.string().min(1).max(100) });
const feedbackParams = restaurantParams.extend({ feedbackId: z.uuid({ error: "Feedback not found" }) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const feedbackRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/feedback",
      {
        schema: {
          tags: ["feedback"],
          summary:
            "Share feedback (anyone; linked to the signed-in guest, and to their order or a restaurant when given); analysed for sentiment. " +
            "429 after 20 per address an hour, 5 per email a day, 5 per address and restaurant a day, or 5 per order a day",
          body: feedbackSubmitSchema,
          response: { 201: feedbackViewSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, feedbackRules, FEEDBACK_LIMITED_MESSAGE),
      },
      async (request, reply) => reply.status(201).send(await submitFeedback(deps.db, request.session ?? null, request.body)),
    );

    app.get(
      "/api/restaurants/:id/feedback",
      {
        ...signedIn,
        schema: {
          tags: ["feedback"],
          summary: "The restaurant's feedback (its staff or executives), filtered, with the sentiment trend and complaints by category",
          params: restaurantParams,
          querystring: feedbackListQuerySchema,
          response: { 200: feedbackListSchema, ...errors },
        },
      },
      async (request) => listFeedbackForStaff(deps.db, requireSession(request), request.params.id, request.query),
    );

    app.post(
      "/api/restaurants/:id/feedback/:feedbackId/reply",
      {
        ...signedIn,
        schema: {
          tags: ["feedback"],
          summary: "Reply to a guest's feedback (replaces an earlier reply); resolves its open alert",
          params: feedbackParams,
          body: feedbackReplySchema,
          response: { 200: feedbackViewSchema, ...errors },
        },
      },
      async (request) => replyToFeedback(deps.db, requireSession(request), request.params.id, request.params.feedbackId, request.body.reply),
    );

    app.get(
      "/api/restaurants/:id/feedback/alerts",
      {
        ...signedIn,
        schema: {
          tags: ["feedback"],
          summary: "Open alerts for the restaurant's dashboard: negative feedback about its orders, newest first (its staff or executives)",
          params: restaurantParams,
          response: { 200: feedbackAlertListSchema, ...errors },
        },
      },
      async (request) => listAlerts(deps.db, requireSession(request), request.params.id),
    );

    app.post(
      "/api/restaurants/:id/feedback/:feedbackId/alert/resolve",
      {
        ...signedIn,
        schema: {
          tags: ["feedback"],
          summary: "Dismiss a feedback alert (open → resolved; resolving again changes nothing)",
          params: feedbackParams,
          response: { 200: feedbackViewSchema, ...errors },
        },
      },
      async (request) => dismissAlert(deps.db, requireSession(request), request.params.id, request.params.feedbackId),
    );

    app.post(
      "/api/restaurants/:id/feedback/:feedbackId/recovery-credit",
      {
        ...signedIn,
        schema: {
          tags: ["feedback"],
          summary: "Grant the guest loyalty points for feedback about their order (once per order); resolves its alert",
          params: feedbackParams,
          body: recoveryCreditSchema,
          response: { 200: feedbackViewSchema, ...errors, 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request) =>
        grantRecovery(deps.db, requireSession(request), request.params.id, request.params.feedbackId, request.body.points),
    );
  };
