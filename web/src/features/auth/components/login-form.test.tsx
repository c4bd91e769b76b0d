import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { AUTH_USER_QUERY_KEY } from "../api/auth-api";
import { LoginForm } from "./login-form";

afterEach(() => vi.unstubAllGlobals());

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("LoginForm", () => {
  it("shows the contract's field messages before calling the server", async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Valid email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when sign-in fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValue(
        jsonResponse({ message: "Invalid email or password", code: "unauthorized", requestId: "req-1" }, 401),
      ),
    );
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await submit("ana@example.com", "wrong-password");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("posts lower-cased credentials, caches the user and reports success", async () => {
    const user = { id: "u1", firstName: "Ana", role: "customer" };
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(user));
    vi.stubGlobal("fetch", fetchMock);
    const onSuccess = vi.fn();
    const { queryClient } = renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await submit("Ana@Example.com", "correct-horse");
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/auth/login",
      expect.objectContaining({
        method: "POST",
        credentials: "include",
        body: JSON.stringify({ email: "ana@example.com", password: "correct-horse" }),
      }),
    );
    expect(queryClient.getQueryData(AUTH_USER_QUERY_KEY)).toEqual(user);
  });
});
