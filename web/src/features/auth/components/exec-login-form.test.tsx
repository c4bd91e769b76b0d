import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { AUTH_USER_QUERY_KEY } from "../api/auth-api";
import { ExecLoginForm } from "./exec-login-form";

afterEach(() => vi.unstubAllGlobals());

const ceo = { id: "u1", firstName: "Cora", role: "ceo" };
/** The server, by URL: the demo factor is absent (404, as outside demo mode); the two steps answer as given. */
function server(login: Response, verify: Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === "/api/ceo/login") return login;
    if (url === "/api/ceo/login/verify") return verify;
    return jsonResponse({ message: "Not Found", code: "not_found", requestId: "r" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), "Cora@Example.com");
  await user.type(screen.getByLabelText(/Password/), "a long passphrase");
  await user.click(screen.getByRole("button", { name: "Continue" }));
  return user;
}

describe("ExecLoginForm", () => {
  it("enrols: QR code and key, a code confirms, then the recovery codes are shown once before going on", async () => {
    const fetchMock = server(
      jsonResponse({ step: "enrol", otpauthUri: "otpauth://totp/Tavola:c?secret=ABC", qrCodeDataUrl: "data:image/svg+xml;base64,PHN2Zz4=", secret: "JBSWY3DPEHPK3PXPJBSWY3DP" }),
      jsonResponse({ user: ceo, recoveryCodes: ["aaaaa-bbbbb", "ccccc-ddddd"] }),
    );
    const onSignedIn = vi.fn();
    const { queryClient } = renderWithProviders(<ExecLoginForm onSignedIn={onSignedIn} />);
    const user = await passwordStep();
    expect(await screen.findByAltText(/QR code/)).toHaveAttribute("src", "data:image/svg+xml;base64,PHN2Zz4=");
    expect(screen.getByTestId("totp-secret")).toHaveTextContent("JBSWY3DPEHPK3PXPJBSWY3DP");

    // A malformed code is caught before the server is asked.
    await user.type(screen.getByLabelText(/Authentication code/), "12a");
    await user.click(screen.getByRole("button", { name: "Confirm and sign in" }));
    expect(await screen.findByText("Enter the 6-digit code from your authenticator app")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([u]) => u === "/api/ceo/login/verify")).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Authentication code/));
    await user.type(screen.getByLabelText(/Authentication code/), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm and sign in" }));
    expect(await screen.findAllByTestId("recovery-code")).toHaveLength(2);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(AUTH_USER_QUERY_KEY)).toEqual(ceo);
    await user.click(screen.getByRole("button", { name: /I have saved these codes/ }));
    expect(onSignedIn).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledWith("/api/ceo/login/verify", expect.objectContaining({ body: JSON.stringify({ code: "123456" }) }));
  });

  it("asks an enrolled executive for a code or a recovery code, and shows the server's refusal", async () => {
    const fetchMock = server(
      jsonResponse({ step: "verify" }),
      jsonResponse({ message: "That code is not valid. Check your authenticator app and try again.", code: "unauthorized", requestId: "r" }, 401),
    );
    renderWithProviders(<ExecLoginForm onSignedIn={vi.fn()} />);
    const user = await passwordStep();
    await user.click(await screen.findByRole("button", { name: "Use a recovery code" }));
    await user.type(screen.getByLabelText(/Recovery code/), "aaaaa-bbbbb");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByTestId("ceo-code-error")).toHaveTextContent("That code is not valid");
    expect(fetchMock).toHaveBeenCalledWith("/api/ceo/login/verify", expect.objectContaining({ body: JSON.stringify({ recoveryCode: "aaaaa-bbbbb" }) }));
    expect(screen.queryByTestId("ceo-demo-panel")).not.toBeInTheDocument();
  });

  it("shows why the password step was refused (a customer account)", async () => {
    server(
      jsonResponse({ message: "This sign-in is for executive accounts. Please use the regular sign-in.", code: "forbidden", requestId: "r" }, 403),
      jsonResponse({}, 500),
    );
    renderWithProviders(<ExecLoginForm onSignedIn={vi.fn()} />);
    await passwordStep();
    expect(await screen.findByTestId("ceo-login-error")).toHaveTextContent("This sign-in is for executive accounts");
  });
});
