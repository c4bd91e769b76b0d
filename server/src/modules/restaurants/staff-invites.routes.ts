import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema, menuRestaurantParamsSchema, restaurantTeamSchema, staffInviteAcceptedSchema, staffInviteAcceptSchema, staffInviteInputSchema } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { acceptStaffInvite, getTeam, inviteStaff, resolveTeamOwner } from "./staff-invites.service.js";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const TAG = ["restaurant team"];

/** The owner's team: who works there, invitations by email, and the invited person's accept. */
export const staffInviteRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/restaurants/:restaurantId/team",
      { ...signedIn, schema: { tags: TAG, summary: "The team and its open invitations (the owner only)", params: menuRestaurantParamsSchema, response: { 200: restaurantTeamSchema, ...errors } } },
      async (request) => getTeam(deps.db, await resolveTeamOwner(deps.db, requireSession(request), request.params.restaurantId)),
    );
    app.post(
      "/api/restaurants/:restaurantId/team/invites",
      {
        ...signedIn,
        schema: { tags: TAG, summary: "Invite a manager or staff member by email (a single-use link, 7 days, through the outbox)", params: menuRestaurantParamsSchema, body: staffInviteInputSchema, response: { 201: restaurantTeamSchema, ...errors } },
      },
      async (request, reply) => {
        const user = requireSession(request);
        const restaurant = await resolveTeamOwner(deps.db, user, request.params.restaurantId);
        return reply.code(201).send(await inviteStaff(deps, user, restaurant, request.body));
      },
    );
    app.post(
      "/api/staff-invites/accept",
      { ...signedIn, schema: { tags: TAG, summary: "Join the team with the invitation's token (signed in with the invited address)", body: staffInviteAcceptSchema, response: { 200: staffInviteAcceptedSchema, ...errors } } },
      async (request) => acceptStaffInvite(deps.db, requireSession(request), request.body.token),
    );
  };
