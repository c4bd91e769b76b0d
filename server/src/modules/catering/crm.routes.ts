import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  assignLeadSchema,
  errorBodySchema,
  leadActivitySchema,
  leadBoardQuerySchema,
  leadBoardSchema,
  leadDetailSchema,
  leadNoteSchema,
  mergeLeadsSchema,
  moveLeadSchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { streamLeads } from "./crm-stream.js";
import { leadScopeOf } from "./lead-access.policy.js";
import { addLeadNote, assignLead, mergeLeads, moveLeadStage } from "./lead-actions.service.js";
import { readBoard, readLead } from "./lead-board.service.js";

const leadParams = z.object({ id: z.uuid({ error: "Lead not found" }) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The catering CRM (issue 17): the pipeline board and the team's actions on a lead. */
export const crmRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/catering/crm/leads",
      {
        ...signedIn,
        schema: {
          tags: ["catering-crm"],
          summary: "The pipeline board: leads by stage (the first `perStage` of each, with totals), filtered; `stage` + `offset` pages one column",
          querystring: leadBoardQuerySchema,
          response: { 200: leadBoardSchema, ...errors },
        },
      },
      async (request) => readBoard(deps.db, requireSession(request), request.query),
    );

    app.get(
      "/api/catering/crm/leads/:id",
      {
        ...signedIn,
        schema: {
          tags: ["catering-crm"],
          summary: "A lead: the full request, timeline, duplicates, the moves it allows",
          params: leadParams,
          response: { 200: leadDetailSchema, ...errors },
        },
      },
      async (request) => readLead(deps.db, requireSession(request), request.params.id),
    );

    app.post(
      "/api/catering/crm/leads/:id/stage",
      {
        ...signedIn,
        schema: {
          tags: ["catering-crm"],
          summary: "Move a lead to another stage (compare-and-set on `version`: 409 if it changed meanwhile or the move is not allowed)",
          params: leadParams,
          body: moveLeadSchema,
          response: { 200: leadDetailSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireSession(request);
        await moveLeadStage(deps, user, request.params.id, request.body);
        return readLead(deps.db, user, request.params.id);
      },
    );

    app.patch(
      "/api/catering/crm/leads/:id/assignment",
      {
        ...signedIn,
        schema: {
          tags: ["catering-crm"],
          summary: "Assign the owner (the restaurant's team) and, for executives, the restaurant",
          params: leadParams,
          body: assignLeadSchema,
          response: { 200: leadDetailSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireSession(request);
        await assignLead(deps.db, user, request.params.id, request.body);
        return readLead(deps.db, user, request.params.id);
      },
    );

    app.post(
      "/api/catering/crm/leads/:id/notes",
      {
        ...signedIn,
        schema: {
          tags: ["catering-crm"],
          summary: "Add a note or log a call (a call is the first contact)",
          params: leadParams,
          body: leadNoteSchema,
          response: { 201: leadActivitySchema, ...errors },
        },
      },
      async (request, reply) => {
        const a = await addLeadNote(deps.db, requireSession(request), request.params.id, request.body);
        return reply.status(201).send({ id: a.id, kind: a.kind as "note", body: a.body, data: a.data, actor: null, createdAt: a.createdAt.toISOString() });
      },
    );

    app.post(
      "/api/catering/crm/leads/:id/merge",
      {
        ...signedIn,
        schema: {
          tags: ["catering-crm"],
          summary: "Merge a duplicate (same email and event date) into this lead",
          params: leadParams,
          body: mergeLeadsSchema,
          response: { 200: leadDetailSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireSession(request);
        await mergeLeads(deps.db, user, request.params.id, request.body.duplicateId);
        return readLead(deps.db, user, request.params.id);
      },
    );

    app.get(
      "/api/catering/crm/stream",
      {
        ...signedIn,
        schema: {
          tags: ["catering-crm"],
          summary: "Server-Sent Events: `lead` with { type, leadId, restaurantId } for every lead change the viewer may see",
          response: { 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request, reply) => {
        const scope = await leadScopeOf(deps.db, requireSession(request));
        await streamLeads(deps, request, reply, scope);
      },
    );
  };
