import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { AppError } from "../../platform/errors.js";
import { IDEMPOTENCY_KEY_MAX, canonicalJson, readIdempotencyKey, requestHash } from "./idempotency.js";

/** The same value with every object's keys in another order (reversed, or rotated by `shift`). */
function reorder(v: unknown, shift = 0): unknown {
  if (Array.isArray(v)) return v.map((x) => reorder(x, shift));
  if (v && typeof v === "object") {
    const entries = Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, reorder(x, shift)] as const);
    const n = entries.length;
    const moved = shift === 0 ? entries.reverse() : entries.map((_, i) => entries[(i + shift) % n]!);
    // fromEntries defines own properties, so a "__proto__" key stays a key
    return Object.fromEntries(moved);
  }
  return v;
}

describe("canonicalJson", () => {
  it("sorts object keys at every depth and keeps array order", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1], c: null } })).toBe('{"a":{"c":null,"d":[3,1]},"b":1}');
    expect(canonicalJson([{ y: 1, x: 2 }, "s"])).toBe('[{"x":2,"y":1},"s"]');
    expect(canonicalJson("text")).toBe('"text"');
    expect(canonicalJson(42)).toBe("42");
    expect(canonicalJson(null)).toBe("null");
  });

  it("drops undefined properties, as JSON does", () => {
    expect(canonicalJson({ a: 1, b: undefined })).toBe(canonicalJson({ a: 1 }));
  });

  it("does not depend on key order (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 10 }), (v, shift) => {
        expect(canonicalJson(reorder(v, shift))).toBe(canonicalJson(v));
        expect(canonicalJson(reorder(v))).toBe(canonicalJson(v));
      }),
    );
  });

  it("is JSON that parses back to an equal value (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (v) => {
        expect(JSON.parse(canonicalJson(v))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
  });
});

describe("requestHash", () => {
  const body = {
    restaurantId: "0b6a3f50-36a4-4f0b-9d7a-2b1a3f3b2c11",
    items: [{ menuItemId: "5f9a8f7e-1c2d-4e3f-8a9b-0c1d2e3f4a5b", quantity: 2 }],
    fulfilment: "pickup",
    tipCents: 0,
    paymentToken: "tok_sandbox_123",
  };

  it("is a SHA-256 hex digest", () => {
    expect(requestHash(body)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is equal for the same body in any key order", () => {
    expect(requestHash(reorder(body))).toBe(requestHash(body));
    expect(requestHash({ ...body, promoCode: undefined })).toBe(requestHash(body));
  });

  it("differs when anything in the body differs", () => {
    const h = requestHash(body);
    expect(requestHash({ ...body, tipCents: 1 })).not.toBe(h);
    expect(requestHash({ ...body, items: [{ ...body.items[0], quantity: 3 }] })).not.toBe(h);
    expect(requestHash({ ...body, fulfilment: "delivery" })).not.toBe(h);
    expect(requestHash({ ...body, promoCode: "WELCOME20" })).not.toBe(h);
    expect(requestHash({ ...body, items: [...body.items, ...body.items] })).not.toBe(h);
  });

  it("tells apart different values (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        fc.pre(canonicalJson(a) !== canonicalJson(b));
        expect(requestHash(a)).not.toBe(requestHash(b));
      }),
    );
  });
});

describe("readIdempotencyKey", () => {
  function invalid(header: string | string[] | undefined) {
    try {
      readIdempotencyKey(header);
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      const err = e as AppError;
      expect(err.code).toBe("invalid");
      expect(err.status).toBe(400);
      expect(err.fieldErrors).toHaveProperty("idempotency-key");
      return err;
    }
    throw new Error(`expected ${JSON.stringify(header)} to be refused`);
  }

  it("refuses a missing key", () => {
    expect(invalid(undefined).message).toMatch(/required/);
    expect(invalid([]).message).toMatch(/required/);
  });

  it("refuses a blank key", () => {
    expect(invalid("").message).toMatch(/required/);
    expect(invalid("   ").message).toMatch(/required/);
    expect(invalid("\t").message).toMatch(/required/);
  });

  it(`refuses a key longer than ${IDEMPOTENCY_KEY_MAX} characters`, () => {
    expect(IDEMPOTENCY_KEY_MAX).toBe(255);
    expect(invalid("k".repeat(256)).message).toMatch(/at most 255/);
    expect(readIdempotencyKey("k".repeat(255))).toBe("k".repeat(255));
  });

  it("answers the key, trimmed; of a repeated header, the first", () => {
    expect(readIdempotencyKey("3f1c-abc")).toBe("3f1c-abc");
    expect(readIdempotencyKey("  3f1c-abc ")).toBe("3f1c-abc");
    expect(readIdempotencyKey(["first", "second"])).toBe("first");
  });
});
