import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/render";
import { apiRequest, getErrorMessage, getQueryFn, isUnauthorizedError } from "./api-client";

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends cookies and a JSON body with a JSON content type", async () => {
    const fetchMock = mockFetch(jsonResponse({ ok: true }));
    await apiRequest("POST", "/api/catering", { name: "Gala" });
    expect(fetchMock).toHaveBeenCalledWith("/api/catering", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Gala" }),
      credentials: "include",
    });
  });

  it("sends cookies and no body or content type when there is no payload", async () => {
    const fetchMock = mockFetch(jsonResponse({ ok: true }));
    await apiRequest("POST", "/api/auth/logout");
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe("include");
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
  });

  it("throws '<status>: <body text>' on a non-ok response", async () => {
    const body = JSON.stringify({ message: "Unauthorized", code: "unauthorized", requestId: "r1" });
    mockFetch(new Response(body, { status: 401, statusText: "Unauthorized" }));
    await expect(apiRequest("GET", "/api/catering")).rejects.toThrow(new Error(`401: ${body}`));
  });

  it("falls back to the status text when the body is empty", async () => {
    mockFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow(new Error("503: Service Unavailable"));
  });
});

describe("getQueryFn", () => {
  const run = (on401: "returnNull" | "throw", queryKey: readonly string[]) =>
    new QueryClient().fetchQuery({ queryKey, queryFn: getQueryFn<unknown>({ on401 }), retry: false });

  it("GETs the query key joined as a path, with cookies", async () => {
    const fetchMock = mockFetch(jsonResponse([{ id: "1" }]));
    await expect(run("throw", ["/api/catering"])).resolves.toEqual([{ id: "1" }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/catering");
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe("include");
  });

  it("returns null on 401 when on401 is returnNull", async () => {
    mockFetch(new Response("Unauthorized", { status: 401 }));
    await expect(run("returnNull", ["/api/auth/user"])).resolves.toBeNull();
  });

  it("throws on 401 when on401 is throw", async () => {
    mockFetch(new Response("Unauthorized", { status: 401 }));
    await expect(run("throw", ["/api/auth/user"])).rejects.toThrow("401: Unauthorized");
  });
});

describe("isUnauthorizedError", () => {
  it("matches '401: ' errors that mention Unauthorized, and nothing else", () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error("401: Forbidden"))).toBe(false);
    expect(isUnauthorizedError(new Error("403: Unauthorized"))).toBe(false);
    expect(isUnauthorizedError("401: Unauthorized")).toBe(false);
  });
});

describe("getErrorMessage", () => {
  it("prefers the server's JSON message, then plain text, then the fallback", () => {
    const json = JSON.stringify({ message: "Invalid email or password", code: "unauthorized", requestId: "r" });
    expect(getErrorMessage(new Error(`401: ${json}`))).toBe("Invalid email or password");
    expect(getErrorMessage(new Error("502: Bad Gateway"))).toBe("Bad Gateway");
    expect(getErrorMessage(new Error("500: <html>boom</html>"), "fallback")).toBe("fallback");
    expect(getErrorMessage(new TypeError("Failed to fetch"), "fallback")).toBe("fallback");
  });
});
