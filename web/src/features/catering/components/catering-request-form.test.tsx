import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { CateringRequestForm } from "./catering-request-form";

vi.mock("@/lib/browser-navigation", () => ({ navigateTo: vi.fn(), reloadPage: vi.fn() }));
const { navigateTo } = await import("@/lib/browser-navigation");

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(navigateTo).mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function fillValidForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Event Name/), "Summer Gala");
  fireEvent.change(screen.getByLabelText(/Event Date/), { target: { value: "2030-06-15" } });
  await user.selectOptions(screen.getByLabelText(/Guest Count/), "26-50 people");
  await user.click(screen.getByLabelText("Italian"));
  await user.click(screen.getByLabelText("Asian"));
  await user.type(screen.getByLabelText("Special Requirements"), "Two vegan guests");
  return user;
}

describe("CateringRequestForm", () => {
  it("shows the spec's messages for missing required fields and sends nothing", async () => {
    renderWithProviders(<CateringRequestForm />);
    await userEvent.click(screen.getByRole("button", { name: "Submit Request" }));

    expect(await screen.findByText("Event name is required")).toBeInTheDocument();
    expect(screen.getByText("Event date is required")).toBeInTheDocument();
    expect(screen.getByText("Guest count is required")).toBeInTheDocument();
    expect(screen.getByLabelText(/Event Name/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/Event Name/)).toHaveAccessibleDescription("Event name is required");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the request as JSON and confirms with a toast", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: "c1" }, 201));
    renderWithProviders(<CateringRequestForm />);
    const user = await fillValidForm();
    await user.click(screen.getByRole("button", { name: "Submit Request" }));

    expect(await screen.findByText("Catering request submitted!")).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you soon with a quote.")).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(post?.[0]).toBe("/api/catering");
    const body: unknown = JSON.parse(String(post?.[1]?.body));
    expect(body).toEqual({
      name: "Summer Gala",
      eventDate: new Date(2030, 5, 15).toISOString(),
      guestCount: "26-50 people",
      cuisinePreferences: ["Italian", "Asian"],
      message: "Two vegan guests",
    });
  });

  it("on 401 warns the user is logged out, then sends the browser to /api/login after 500 ms", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: "Unauthorized", code: "unauthorized", requestId: "r" }), { status: 401 }),
    );
    renderWithProviders(<CateringRequestForm />);
    const user = await fillValidForm();
    await user.click(screen.getByRole("button", { name: "Submit Request" }));

    expect(await screen.findByText("Unauthorized")).toBeInTheDocument();
    expect(screen.getByText("You are logged out. Logging in again...")).toBeInTheDocument();
    expect(navigateTo).not.toHaveBeenCalled();
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith("/api/login"), { timeout: 2000 });
  });

  it("shows the generic error toast for other failures", async () => {
    fetchMock.mockResolvedValue(new Response("boom", { status: 500 }));
    renderWithProviders(<CateringRequestForm />);
    const user = await fillValidForm();
    await user.click(screen.getByRole("button", { name: "Submit Request" }));

    expect(await screen.findByText("Failed to submit catering request. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
