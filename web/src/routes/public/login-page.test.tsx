import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { LoginPage } from "./login-page";

afterEach(() => vi.unstubAllGlobals());

function stubServer(demoMode: boolean) {
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>((input) => {
      const url = String(input);
      if (url === "/api/health") return Promise.resolve(jsonResponse({ status: "ok", database: "postgres", demoMode }));
      if (url === "/api/auth/user") return Promise.resolve(jsonResponse({ message: "Unauthorized", code: "unauthorized" }, 401));
      return Promise.resolve(jsonResponse({ message: "Not Found" }, 404));
    }),
  );
}

describe("LoginPage", () => {
  it("offers 'Try the demo' in demo mode", async () => {
    stubServer(true);
    renderWithProviders(<LoginPage />, { path: "/login" });
    expect(await screen.findByRole("button", { name: "Try the demo" })).toBeInTheDocument();
  });

  it("shows only the real sign-in form when the server has no demo mode", async () => {
    stubServer(false);
    renderWithProviders(<LoginPage />, { path: "/login" });
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeInTheDocument();
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith("/api/health", expect.anything()));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole("button", { name: "Try the demo" })).toBeNull();
    expect(screen.queryByText("or")).toBeNull();
  });
});
