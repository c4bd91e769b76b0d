import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminKeySchema,
  errorBodySchema,
  loginSchema,
  okSchema,
  registerSchema,
  testLoginQuerySchema,
  userSchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { clientKey } from "../../platform/client-address.js";
import { clearSessionCookie, requireSession, setSessionCookie } from "../../platform/session.js";
import { createAuthService } from "./auth.service.js";

/** Only same-site paths may be a `next` target (no open redirect). */
const safeNext = (next: string | undefined) => (next && /^\/(?!\/)/.test(next) && !next.startsWith("/api/") ? next : "/");

export const authRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = createAuthService(deps);
    const cookieAge = deps.config.SESSION_ABSOLUTE_DAYS * 86_400_000;
    const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

    app.post(
      "/api/auth/register",
      { schema: { tags: ["auth"], summary: "Create a customer account and sign in", body: registerSchema, response: { 201: userSchema, 409: errorBodySchema, ...errors } } },
      async (request, reply) => {
        const { user, token } = await auth.register(request.body);
        setSessionCookie(reply, request, token, cookieAge);
        return reply.status(201).send(user);
      },
    );

    app.post(
      "/api/auth/login",
      { schema: { tags: ["auth"], summary: "Sign in with email and password", body: loginSchema, response: { 200: userSchema, ...errors } } },
      async (request, reply) => {
        const { user, token } = await auth.login(request.body, clientKey(request));
        setSessionCookie(reply, request, token, cookieAge);
        return user;
      },
    );

    app.post(
      "/api/auth/logout",
      { schema: { tags: ["auth"], summary: "Sign out (ends this session)", response: { 200: okSchema } } },
      async (request, reply) => {
        await auth.logout(request.session);
        clearSessionCookie(reply, request);
        return { ok: true as const };
      },
    );

    app.get(
      "/api/auth/user",
      { schema: { tags: ["auth"], summary: "The signed-in user", response: { 200: userSchema, 401: errorBodySchema } } },
      async (request) => auth.currentUser(requireSession(request)),
    );

    app.post(
      "/api/auth/admin-key",
      {
        schema: {
          tags: ["auth"],
          summary: "Raise this session to ceo with the admin key (off when ADMIN_KEY is unset)",
          body: adminKeySchema,
          response: { 200: userSchema, 403: errorBodySchema, 404: errorBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        const result = await auth.elevateWithAdminKey(request.body.adminKey, request.session, clientKey(request));
        if ("token" in result) {
          setSessionCookie(reply, request, result.token, cookieAge);
          return result.user;
        }
        return result;
      },
    );

    app.get(
      "/api/test-login",
      {
        schema: {
          tags: ["auth"],
          summary: "Demo sign-in (the spec's login buttons); ?role= picks the role's demo user",
          querystring: testLoginQuerySchema,
          response: { 200: userSchema, 404: errorBodySchema, 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        const { user, token } = await auth.demoLogin(request.query.role ?? "customer");
        setSessionCookie(reply, request, token, cookieAge);
        return user;
      },
    );

    app.get(
      "/api/login",
      {
        schema: {
          tags: ["auth"],
          summary: "Browser re-authentication: redirects to the sign-in page",
          querystring: z.object({ next: z.string().max(2000).optional() }),
        },
      },
      async (request, reply) => {
        let next = request.query.next;
        const referer = request.headers.referer;
        if (!next && referer) {
          try {
            const u = new URL(referer);
            if (u.host === request.headers.host) next = u.pathname + u.search;
          } catch {
            /* an unparsable Referer is ignored */
          }
        }
        return reply.redirect(`/login?next=${encodeURIComponent(safeNext(next))}`, 302);
      },
    );
  };
