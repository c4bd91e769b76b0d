import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

export type Answer = { status: number; body: Record<string, unknown>; retryAfter: number };

/** A POST from a given client address (rate limits count per address), answered as status, body and Retry-After. */
export function postFrom(app: FastifyInstance) {
  return async (url: string, payload: unknown, remoteAddress: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await app.inject({ method: "POST", url, payload: payload as object, remoteAddress, headers });
    return { status: res.statusCode, body: res.json() as Record<string, unknown>, retryAfter: Number(res.headers["retry-after"]) };
  };
}

/** The one shape of a refusal by the rate limiter: 429, the limit's message, a Retry-After within its window. */
export function expectLimited(res: Answer, message: string, maxWaitSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ code: "rate_limited", message, requestId: expect.any(String) });
  expect(res.retryAfter).toBeGreaterThan(0);
  expect(res.retryAfter).toBeLessThanOrEqual(maxWaitSeconds);
}
