import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema, feedbackListQuerySchema, feedbackListSchema, feedbackReplySchema, feedbackSubmitSchema, feedbackViewSchema } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { listFeedbackForStaff, replyToFeedback, submitFeedback } from "./feedback.service.js";

const restaurantParams = z.object({ id: z.string().min(1).max(100) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const feedbackRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/feedback",
      {
        schema: {
          tags: ["feedback"],
          summary: "Share feedback (anyone; linked to the signed-in guest, and to their order or a restaurant when given); analysed for sentiment",
          body: feedbackSubmitSchema,
          response: { 201: feedbackViewSchema, 400: errorBodySchema, 404: errorBodySchema },
        },
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
          summary: "Reply to a guest's feedback (replaces an earlier reply)",
          params: restaurantParams.extend({ feedbackId: z.uuid({ error: "Feedback not found" }) }),
          body: feedbackReplySchema,
          response: { 200: feedbackViewSchema, ...errors },
        },
      },
      async (request) => replyToFeedback(deps.db, requireSession(request), request.params.id, request.params.feedbackId, request.body.reply),
    );
  };
