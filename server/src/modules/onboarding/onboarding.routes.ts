import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  errorBodySchema,
  isExecutive,
  myRestaurantApplicationSchema,
  ONBOARDING_STEP_IDS,
  ONBOARDING_STEP_SCHEMAS,
  ONBOARDING_STEP_TITLES,
  restaurantApplicationIdParamsSchema,
  restaurantApplicationListQuerySchema,
  restaurantApplicationListSchema,
  restaurantApplicationSchema,
  restaurantReviewSchema,
} from "@tavola/contracts";
import { clientKey } from "../../platform/client-address.js";
import type { AppDeps } from "../../platform/deps.js";
import { forbidden, notFound } from "../../platform/errors.js";
import { limitBy, type LimitRule } from "../../platform/rate-limit.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { toApplicationView } from "./application-view.js";
import { findApplicationById, listApplications } from "./applications.repository.js";
import { getMyApplication, reviewApplication, saveStep, submitApplication } from "./onboarding.service.js";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };
const TAG = ["restaurant onboarding"];

const writeRules = (request: FastifyRequest): LimitRule[] => [
  { key: `restaurant-onboarding:user:${requireSession(request).userId}`, limit: 120, windowSeconds: 600 },
  { key: `restaurant-onboarding:ip:${clientKey(request)}`, limit: 300, windowSeconds: 600 },
];

/** Applications hold owners' contact details and are decided by executives (ceo, super_admin) only. */
const executivesOnly = {
  onRequest: async (request: FastifyRequest) => {
    if (!isExecutive(requireSession(request).role)) throw forbidden("Only executives review restaurant applications");
  },
};

/**
 * /restaurant-onboarding: the owner (signed in — the wizard's first step creates the account through
 * /api/auth/register) saves each step as a draft, resumes it, submits it; executives decide in the review queue.
 */
export const onboardingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/restaurant-onboarding",
      { ...signedIn, schema: { tags: TAG, summary: "My restaurant application (null before the first save)", response: { 200: myRestaurantApplicationSchema, ...errors } } },
      async (request) => ({ application: await getMyApplication(deps.db, requireSession(request).userId) }),
    );

    const write = { ...signedIn, preHandler: limitBy(deps.limiter, writeRules) };
    for (const step of ONBOARDING_STEP_IDS) {
      app.put(
        `/api/restaurant-onboarding/${step}`,
        {
          ...write,
          schema: {
            tags: TAG,
            summary: `Save the ${ONBOARDING_STEP_TITLES[step]} step of my draft (checked with the step's own schema)`,
            body: ONBOARDING_STEP_SCHEMAS[step],
            response: { 200: restaurantApplicationSchema, ...errors },
          },
        },
        async (request) => saveStep(deps.db, requireSession(request).userId, step, request.body),
      );
    }

    app.post(
      "/api/restaurant-onboarding/submit",
      { ...write, schema: { tags: TAG, summary: "Submit my application for review (every step saved and valid)", response: { 200: restaurantApplicationSchema, ...errors } } },
      async (request) => submitApplication(deps.db, requireSession(request).userId),
    );

    app.get(
      "/api/admin/restaurant-applications",
      {
        ...executivesOnly,
        schema: {
          tags: ["admin"],
          summary: "Restaurant applications (executives): waiting ones first, oldest submission first; drafts only by status",
          querystring: restaurantApplicationListQuerySchema,
          response: { 200: restaurantApplicationListSchema, ...errors },
        },
      },
      async (request) => ({ items: (await listApplications(deps.db, request.query.status)).map(toApplicationView) }),
    );

    app.get(
      "/api/admin/restaurant-applications/:id",
      { ...executivesOnly, schema: { tags: ["admin"], summary: "One restaurant application (executives)", params: restaurantApplicationIdParamsSchema, response: { 200: restaurantApplicationSchema, ...errors } } },
      async (request) => {
        const row = await findApplicationById(deps.db, request.params.id);
        if (!row) throw notFound("No such restaurant application");
        return toApplicationView(row);
      },
    );

    app.post(
      "/api/admin/restaurant-applications/:id/review",
      {
        ...executivesOnly,
        schema: {
          tags: ["admin"],
          summary: "Approve (the restaurant goes live), ask for changes with a message, or reject; only a submitted application (409)",
          params: restaurantApplicationIdParamsSchema,
          body: restaurantReviewSchema,
          response: { 200: restaurantApplicationSchema, ...errors },
        },
      },
      async (request) => reviewApplication(deps, requireSession(request).userId, request.params.id, request.body),
    );
  };
