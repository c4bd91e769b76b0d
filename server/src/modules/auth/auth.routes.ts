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
import { refuseForeignSignIn } from "./sign-in-origin.js";

const DUMMY_ORIGIN = "http://app.invalid";

/**
 * Only a path of this app may be a `next` target (no open redirect). It is parsed the way a browser would
 * resolve it against this site (so `//evil.example`, `/\\evil.example`, `/%09/evil.example` and absolute URLs,
 * which browsers take for another host, are caught) and kept only if it stays on the same origin and outside
 * the API; what is returned is the normalised path, query and fragment.
 */
export function safeNext(next: string | undefined): string {
  if (!next) return "/";
  let url: URL;
  try {
    url = new URL(next, DUMMY_ORIGIN);
  } catch {
    return "/";
  }
  if (url.origin !== DUMMY_ORIGIN || url.pathname.startsWith("/api/") || url.pathname === "/api") return "/";
  return url.pathname + url.search + url.hash;
}

export const authRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = createAuthService(deps);
    const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

    app.post(
      "/api/auth/register",
      { schema: { tags: ["auth"], summary: "Create a customer account and sign in", body: registerSchema, response: { 201: userSchema, 409: errorBodySchema, ...errors } } },
      async (request, reply) => {
        const { user, token } = await auth.register(request.body, clientKey(request));
        setSessionCookie(reply, request, token, deps.config);
        return reply.status(201).send(user);
      },
    );

    app.post(
      "/api/auth/login",
      { schema: { tags: ["auth"], summary: "Sign in with email and password", body: loginSchema, response: { 200: userSchema, ...errors } } },
      async (request, reply) => {
        const { user, token } = await auth.login(request.body, clientKey(request));
        setSessionCookie(reply, request, token, deps.config);
        return user;
      },
    );

    app.post(
      "/api/auth/logout",
      { schema: { tags: ["auth"], summary: "Sign out (ends this session)", response: { 200: okSchema } } },
      async (request, reply) => {
        await auth.logout(request.session);
        // This process's streams of the session end now; other processes' within a sweep (a few seconds).
        if (request.session) deps.streams.endSession(request.session.sessionId);
        clearSessionCookie(reply, request, deps.config);
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
          summary:
            "Raise the signed-in session to ceo with the admin key, as a fresh session for ADMIN_ELEVATION_HOURS (off when ADMIN_KEY is unset)",
          body: adminKeySchema,
          response: { 200: userSchema, 403: errorBodySchema, 404: errorBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user, token } = await auth.elevateWithAdminKey(request.body.adminKey, request.session, clientKey(request));
        // The old token no longer exists: its streams end (the page reopens them with the new cookie).
        if (request.session) deps.streams.endSession(request.session.sessionId);
        setSessionCookie(reply, request, token, deps.config);
        return user;
      },
    );

    // The demo sign-in exists only in demo mode: outside it the path is not even routed (404).
    if (deps.config.demoMode) {
      app.get(
        "/api/test-login",
        {
          schema: {
            tags: ["auth"],
            summary: "Demo sign-in (the spec's login buttons, demo mode only); ?role= picks the role's demo user",
            querystring: testLoginQuerySchema,
            response: { 200: userSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
          },
        },
        async (request, reply) => {
          // A GET that signs in: another site must not be able to sign a visitor into a demo account.
          refuseForeignSignIn(request, deps.config);
          const { user, token } = await auth.demoLogin(request.query.role ?? "customer");
          setSessionCookie(reply, request, token, deps.config);
          return user;
        },
      );
    }

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
