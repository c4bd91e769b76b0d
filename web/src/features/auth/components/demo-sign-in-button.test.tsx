import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { DemoSignInButton } from "./demo-sign-in-button";

// jsdom cannot reload the page after a successful demo sign-in.
vi.mock("@/lib/browser-navigation", () => ({ navigateTo: vi.fn(), reloadPage: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

/** A server: /api/health with the given demo mode, /api/test-login answering `testLogin`. */
function stubServer(demoMode: boolean | "pending", testLogin: () => Response = () => jsonResponse({ id: "u1", firstName: "Alex", role: "customer" })) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = String(input);
    if (url === "/api/health") {
      return demoMode === "pending" ? new Promise<Response>(() => {}) : Promise.resolve(jsonResponse({ status: "ok", database: "pglite", demoMode }));
    }
    if (url.startsWith("/api/test-login")) return Promise.resolve(testLogin());
    return Promise.resolve(jsonResponse({ message: "Not Found" }, 404));
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const button = <DemoSignInButton label="Sign In" pendingLabel="Logging in..." signInHref="/login?next=%2Forder" data-testid="button-landing-sign-in" />;

describe("DemoSignInButton", () => {
  it("is a link to the sign-in form, with the same label, when the server has no demo mode", async () => {
    const fetchMock = stubServer(false);
    renderWithProviders(button);
    const link = await screen.findByRole("link", { name: "Sign In" });
    expect(link).toHaveAttribute("href", "/login?next=%2Forder");
    expect(link).toHaveAttribute("data-testid", "button-landing-sign-in");
    await userEvent.click(link);
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith("/api/test-login"))).toBe(false);
  });

  it("signs in the demo account in demo mode", async () => {
    const fetchMock = stubServer(true);
    renderWithProviders(button);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/health", expect.anything()));
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/test-login", expect.objectContaining({ method: "GET" })));
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
  });

  it("is the demo button before the server has answered, and goes to the sign-in form if the demo sign-in is gone", async () => {
    stubServer("pending", () => jsonResponse({ message: "Route GET /api/test-login not found", code: "not_found" }, 404));
    const { location } = renderWithProviders(button);
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe("/login?next=%2Forder"));
    expect(screen.queryByText("Login Failed")).toBeNull();
  });
});
