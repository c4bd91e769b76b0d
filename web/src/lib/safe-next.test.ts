import { describe, expect, it } from "vitest";
import { loginHref, safeNextFromSearch, safeNextPath } from "@/lib/safe-next";

const ORIGIN = "http://127.0.0.1:6173";

describe("safeNextPath", () => {
  it.each([
    ["/catering", "/catering"],
    ["/order?restaurant=trattoria-bellini#menu", "/order?restaurant=trattoria-bellini#menu"],
    ["/restaurant-dashboard", "/restaurant-dashboard"],
    ["/a/../order", "/order"],
  ])("keeps the app's own path %s", (raw, expected) => {
    expect(safeNextPath(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    ["a protocol-relative URL", "//evil.example/"],
    ["a tab the browser strips", "/\t/evil.example/"],
    ["a newline the browser strips", "/\n/evil.example/"],
    ["a carriage return the browser strips", "/\r\n/evil.example/"],
    ["a backslash the browser reads as a slash", "/\\evil.example/"],
    ["a backslash after a tab", "/\t\\evil.example/"],
    ["a dot segment that normalises to //host", "/.//evil.example/"],
    ["an absolute URL", "https://evil.example/"],
    ["an absolute URL of this very origin (not a path)", `${ORIGIN}/order`],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "order"],
    ["nothing", ""],
    ["no parameter", null],
  ])("falls back to / for %s", (_name, raw) => {
    expect(safeNextPath(raw, ORIGIN)).toBe("/");
  });
});

describe("safeNextFromSearch", () => {
  it("reads and decodes ?next= before deciding", () => {
    expect(safeNextFromSearch("?next=%2Forder", ORIGIN)).toBe("/order");
    expect(safeNextFromSearch("?next=%2F%09%2Fevil.example%2F", ORIGIN)).toBe("/");
    expect(safeNextFromSearch("?next=%2F%0A%2Fevil.example%2F", ORIGIN)).toBe("/");
    expect(safeNextFromSearch("next=%2F%5Cevil.example", ORIGIN)).toBe("/");
    expect(safeNextFromSearch("", ORIGIN)).toBe("/");
  });
});

describe("loginHref", () => {
  it("sends the visitor to /login and back to a safe path only", () => {
    expect(loginHref("/restaurant-dashboard", ORIGIN)).toBe("/login?next=%2Frestaurant-dashboard");
    expect(loginHref("/", ORIGIN)).toBe("/login");
    expect(loginHref("//evil.example/", ORIGIN)).toBe("/login");
  });
});
