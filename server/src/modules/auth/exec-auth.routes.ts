import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  EXEC_CHALLENGE_MINUTES,
  RESET_REQUESTED_MESSAGE,
  changePasswordSchema,
  errorBodySchema,
  execDemoFactorSchema,
  execLoginSchema,
  execLoginStepSchema,
  execSignedInSchema,
  execVerifySchema,
  messageSchema,
  okSchema,
  resetPasswordSchema,
  resetRequestSchema,
} from "@tavola/contracts";
import { z } from "zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../../platform/deps.js";
import { clientKey } from "../../platform/client-address.js";
import { ownOrigins } from "../../platform/security.js";
import { clearSessionCookie, requireSession, setSessionCookie, signedIn } from "../../platform/session.js";
import { createExecSignIn } from "./exec-sign-in.service.js";
import { createPasswordService } from "./password-reset.service.js";

/** The pending executive sign-in between its two steps; sent only to the second step's path. */
export const EXEC_CHALLENGE_COOKIE = "tavola_exec_challenge";
const CHALLENGE_PATH = "/api/ceo/login";

export const execAuthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const signIn = createExecSignIn(deps);
    const passwords = createPasswordService(deps);
    const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };
    const secure = (request: FastifyRequest) => deps.config.httpsOnly || request.protocol === "https";
    const clearChallenge = (reply: FastifyReply, request: FastifyRequest) =>
      reply.clearCookie(EXEC_CHALLENGE_COOKIE, { path: CHALLENGE_PATH, httpOnly: true, sameSite: "strict", secure: secure(request) });

    app.post(
      "/api/ceo/login",
      {
        schema: {
          tags: ["executive sign-in"],
          summary: "Executive sign-in, step 1: email and password of a ceo or super_admin → enrol a TOTP factor or enter a code",
          body: execLoginSchema,
          response: { 200: execLoginStepSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { challenge, next } = await signIn.passwordStep(request.body, clientKey(request));
        reply.setCookie(EXEC_CHALLENGE_COOKIE, challenge, {
          path: CHALLENGE_PATH,
          httpOnly: true,
          sameSite: "strict",
          secure: secure(request),
          maxAge: EXEC_CHALLENGE_MINUTES * 60,
        });
        return next;
      },
    );

    app.post(
      "/api/ceo/login/verify",
      {
        schema: {
          tags: ["executive sign-in"],
          summary: "Executive sign-in, step 2: a TOTP code (or one recovery code) → an executive session (idle 30 min)",
          body: execVerifySchema,
          response: { 200: execSignedInSchema, ...errors },
        },
      },
      async (request, reply) => {
        const result = await signIn.verifyStep(request.cookies[EXEC_CHALLENGE_COOKIE], request.body, clientKey(request));
        // The session that signed in before (a customer's, on a shared computer) ends: no fixation.
        if (request.session) {
          await deps.sessions.destroy(request.session.sessionId);
          deps.streams.endSession(request.session.sessionId);
        }
        clearChallenge(reply, request);
        setSessionCookie(reply, request, result.token, deps.config);
        return result.recoveryCodes ? { user: result.user, recoveryCodes: result.recoveryCodes } : { user: result.user };
      },
    );

    if (deps.config.demoMode) {
      app.get(
        "/api/ceo/demo-factor",
        {
          schema: {
            tags: ["executive sign-in"],
            summary: "Demo mode only: the demo ceo's email, password, authenticator secret and current code",
            response: { 200: execDemoFactorSchema, 404: errorBodySchema },
          },
        },
        async () => signIn.demoFactor(),
      );
    }

    app.post(
      "/api/auth/change-password",
      {
        ...signedIn,
        schema: {
          tags: ["auth"],
          summary: "Change the signed-in account's password (current one required); every other session ends",
          body: changePasswordSchema,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        const ended = await passwords.change(requireSession(request), request.body, clientKey(request));
        for (const id of ended) deps.streams.endSession(id);
        return { ok: true as const };
      },
    );

    app.post(
      "/api/auth/reset-password/request",
      {
        schema: {
          tags: ["auth"],
          summary: "Email a password reset link (the same answer whether or not the email has an account)",
          body: resetRequestSchema,
          response: { 200: messageSchema, 400: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) => {
        const base = deps.config.PUBLIC_URL ?? ownOrigins(request, deps.config)[0] ?? "";
        await passwords.requestReset(request.body.email, clientKey(request), base);
        return { message: RESET_REQUESTED_MESSAGE };
      },
    );

    app.get(
      "/api/auth/reset-password/check",
      {
        schema: {
          tags: ["auth"],
          summary: "Whether a reset link's token still works (unused, under 30 minutes old)",
          querystring: z.object({ token: z.string().max(200) }),
          response: { 200: z.object({ valid: z.boolean() }) },
        },
      },
      async (request) => ({ valid: await passwords.checkResetToken(request.query.token) }),
    );

    app.post(
      "/api/auth/reset-password",
      {
        schema: {
          tags: ["auth"],
          summary: "Set a new password with a reset link's token (once); every session of the account ends",
          body: resetPasswordSchema,
          response: { 200: okSchema, 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        const ended = await passwords.reset(request.body);
        for (const id of ended) deps.streams.endSession(id);
        if (request.session && ended.includes(request.session.sessionId)) clearSessionCookie(reply, request, deps.config);
        return { ok: true as const };
      },
    );
  };
