import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  errorBodySchema,
  joinedWaitlistSchema,
  joinWaitlistSchema,
  manageTokenQuerySchema,
  waitlistEntrySchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { limitBy } from "../../platform/rate-limit.js";
import { LINK_LIMITED_MESSAGE, linkRules, WAITLIST_LIMITED_MESSAGE, waitlistRules } from "./guest-limits.js";
import { bookingResponses } from "./booking-responses.js";
import { acceptWaitlistOffer, cancelWaitlistEntry, getWaitlistEntry, joinWaitlist } from "./waitlist.service.js";

const referenceParams = z.object({ reference: z.string().min(1).max(40) });
const acceptBody = z.object({ holdPaymentToken: z.string().min(8, { error: "A card is required to hold this booking" }).max(100).optional() }).default({});

/** The guest's side of the waitlist: join (signed in or not), then a token-protected link to view, leave or accept. */
export const waitlistRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/waitlist",
      {
        schema: {
          tags: ["waitlist"],
          summary:
            "Joins a restaurant's waitlist for a date, a local time range and a party size; returns the link once " +
            "(429 after 5 per email or phone a day, or 10 per address an hour)",
          body: joinWaitlistSchema,
          response: { 201: joinedWaitlistSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, waitlistRules, WAITLIST_LIMITED_MESSAGE),
      },
      async (request, reply) => reply.status(201).send(await joinWaitlist(deps.db, request.session, request.body)),
    );

    app.get(
      "/api/waitlist/:reference",
      {
        schema: {
          tags: ["waitlist"],
          summary: "One waitlist entry, opened by its link's token (404 for a wrong reference or token)",
          params: referenceParams,
          querystring: manageTokenQuerySchema,
          response: { 200: waitlistEntrySchema, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => getWaitlistEntry(deps.db, request.params.reference, request.query.token),
    );

    app.post(
      "/api/waitlist/:reference/cancel",
      {
        schema: {
          tags: ["waitlist"],
          summary: "Leaves the waitlist; 409 once booked, expired or already cancelled",
          params: referenceParams,
          querystring: manageTokenQuerySchema,
          response: { 200: waitlistEntrySchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, linkRules, LINK_LIMITED_MESSAGE),
      },
      async (request) => cancelWaitlistEntry(deps.db, request.params.reference, request.query.token),
    );

    app.post(
      "/api/waitlist/:reference/accept",
      {
        schema: {
          tags: ["waitlist"],
          summary: "Books the offered table and time through the normal booking path; 409 when there is no live offer",
          params: referenceParams,
          querystring: manageTokenQuerySchema,
          body: acceptBody,
          response: bookingResponses,
        },
        preHandler: limitBy(deps.limiter, linkRules, LINK_LIMITED_MESSAGE),
      },
      async (request, reply) =>
        reply.status(201).send(await acceptWaitlistOffer(deps.db, request.params.reference, request.query.token, request.body.holdPaymentToken)),
    );
  };
