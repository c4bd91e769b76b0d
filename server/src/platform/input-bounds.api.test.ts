import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.js";

/**
 * A class fix for unbounded input (issue 13, item 6): every string a client may send — in a body, a query
 * string, a path or a header — has a maximum length (or is an enum, a constant, or a fixed-length format such
 * as a uuid), and every array a maximum item count. The test reads the OpenAPI document, so a new route or
 * field without a bound fails here with its path.
 */

type Schema = Record<string, unknown>;
/** Formats whose own pattern already bounds the length. */
const BOUNDED_FORMATS = new Set(["uuid"]);

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
type Operation = {
  parameters?: Array<{ name: string; in: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  doc = res.json();
});
afterAll(async () => t?.close());

/** A walker over one OpenAPI document's schemas ($ref resolved against its components). */
function boundsChecker(components: Record<string, Schema> = {}) {
  const resolve = (schema: Schema): Schema => {
    const ref = schema.$ref;
    if (typeof ref !== "string") return schema;
    const target = components[ref.replace(/^#\/components\/schemas\//, "")];
    if (!target) throw new Error(`unresolved $ref ${ref}`);
    return resolve(target);
  };

  /** Every unbounded string or array under `schema`, as "where: what". */
  const unbounded = (schema: Schema | undefined, where: string, seen = new Set<Schema>()): string[] => {
    if (!schema || typeof schema !== "object") return [];
    const s = resolve(schema);
    if (seen.has(s)) return [];
    seen.add(s);
    const found: string[] = [];
    for (const key of ["anyOf", "oneOf", "allOf"] as const) {
      const parts = s[key];
      if (Array.isArray(parts)) parts.forEach((p, i) => found.push(...unbounded(p as Schema, `${where}<${key}${i}>`, seen)));
    }
    if (s.not && typeof s.not === "object") found.push(...unbounded(s.not as Schema, `${where}<not>`, seen));
    const types = Array.isArray(s.type) ? s.type : s.type === undefined ? [] : [s.type];
    const fixed = Array.isArray(s.enum) || "const" in s;
    if (types.includes("string") && !fixed && typeof s.maxLength !== "number" && !BOUNDED_FORMATS.has(String(s.format))) {
      found.push(`${where}: string without maxLength`);
    }
    if (types.includes("array") || s.items !== undefined || s.prefixItems !== undefined) {
      const tuple = Array.isArray(s.prefixItems) && (s.items === false || s.items === undefined);
      if (typeof s.maxItems !== "number" && !tuple) found.push(`${where}: array without maxItems`);
      if (s.items && typeof s.items === "object") found.push(...unbounded(s.items as Schema, `${where}[]`, seen));
      if (Array.isArray(s.prefixItems)) s.prefixItems.forEach((p, i) => found.push(...unbounded(p as Schema, `${where}[${i}]`, seen)));
    }
    if (s.properties && typeof s.properties === "object") {
      for (const [name, child] of Object.entries(s.properties as Record<string, Schema>)) found.push(...unbounded(child, `${where}.${name}`, seen));
    }
    if (s.additionalProperties && typeof s.additionalProperties === "object") {
      found.push(...unbounded(s.additionalProperties as Schema, `${where}.*`, seen));
      if (typeof s.maxProperties !== "number") found.push(`${where}: open object without maxProperties`);
    }
    return found;
  };
  return unbounded;
}

describe("input bounds", () => {
  it("bounds every string (maxLength, enum or fixed format) and every array (maxItems) a client may send", () => {
    const unbounded = boundsChecker(doc.components?.schemas);
    const offenders: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const at = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? []) {
          if (!["query", "path", "header"].includes(p.in)) continue;
          checked++;
          offenders.push(...unbounded(p.schema, `${at} ${p.in}:${p.name}`));
        }
        for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
          checked++;
          offenders.push(...unbounded(media.schema, `${at} body(${type})`));
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(offenders, `unbounded input:\n${offenders.join("\n")}`).toEqual([]);
  });

  it("sees an unbounded field when there is one (the walker itself)", () => {
    const unbounded = boundsChecker({ Loose: { type: "object", properties: { s: { type: "string" } } } });
    const found = unbounded(
      {
        anyOf: [
          { $ref: "#/components/schemas/Loose" },
          { type: "array", items: { type: "string", maxLength: 5 } },
          { type: "object", additionalProperties: { type: "string", enum: ["a"] } },
          { type: "string", format: "uuid" },
          { type: "string", format: "date-time" },
        ],
      },
      "x",
    );
    expect(found).toEqual([
      "x<anyOf0>.s: string without maxLength",
      "x<anyOf1>: array without maxItems",
      "x<anyOf2>: open object without maxProperties",
      "x<anyOf4>: string without maxLength",
    ]);
  });
});
