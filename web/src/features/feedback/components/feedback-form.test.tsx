import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { FeedbackForm } from "./feedback-form";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** Typing through a whole form is slow on a loaded 2-core machine; these flows get more than the 5 s default. */
const SLOW = { timeout: 15_000 };
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as Record<string, unknown>;

describe("FeedbackForm", () => {
  it("offers the spec's ratings and categories", () => {
    renderWithProviders(<FeedbackForm />);
    for (const label of ["5 · Excellent", "4 · Very Good", "3 · Good", "2 · Fair", "1 · Poor"]) {
      expect(screen.getByRole("radio", { name: label })).toBeInTheDocument();
    }
    expect(screen.getAllByRole("option").map((o) => o.getAttribute("value")).filter(Boolean)).toEqual([
      "food-quality", "service", "ambiance", "value", "cleanliness", "speed", "staff", "other",
    ]);
  });

  it("needs a rating, a category and text before sending anything", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<FeedbackForm />);
    await user.type(screen.getByTestId("input-feedback-text"), "   ");
    await user.click(screen.getByTestId("button-submit-feedback"));
    expect(await screen.findByText("Please choose a rating")).toBeInTheDocument();
    expect(screen.getByText("Please choose a category")).toBeInTheDocument();
    expect(screen.getByText("Please tell us about your experience")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the feedback with the order it came from, thanks, and starts again", SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValue(jsonResponse({ id: "f1", sentimentLabel: "positive" }, 201));
    const orderId = "11111111-2222-4333-8444-555555555555";
    renderWithProviders(<FeedbackForm />, { path: `/feedback?orderId=${orderId}` });
    await user.click(screen.getByRole("radio", { name: "5 · Excellent" }));
    await user.selectOptions(screen.getByLabelText(/Category/), "food-quality");
    await user.type(screen.getByLabelText(/Your Feedback/), "Delicious risotto");
    await user.type(screen.getByLabelText(/Email/), "ada@example.com");
    await user.click(screen.getByTestId("button-submit-feedback"));
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/feedback");
    expect(sentBody()).toEqual({ rating: 5, category: "food-quality", text: "Delicious risotto", email: "ada@example.com", orderId });
    await user.click(screen.getByRole("button", { name: "Submit Another Review" }));
    expect(screen.getByLabelText(/Your Feedback/)).toHaveValue("");
    expect(screen.getByRole("radio", { name: "5 · Excellent" })).toHaveAttribute("aria-checked", "false");
  });

  it("shows the server's field errors under their fields", SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValue(
      jsonResponse({ message: "Invalid", code: "invalid", requestId: "r", fieldErrors: { email: ["Enter a valid email"] } }, 400),
    );
    renderWithProviders(<FeedbackForm />);
    await user.click(screen.getByRole("radio", { name: "2 · Fair" }));
    await user.selectOptions(screen.getByLabelText(/Category/), "service");
    await user.type(screen.getByLabelText(/Your Feedback/), "Slow");
    await user.type(screen.getByLabelText(/Email/), "ada@");
    await user.click(screen.getByTestId("button-submit-feedback"));
    const error = await screen.findByText("Enter a valid email");
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveAttribute("aria-invalid", "true"));
    expect(error).toBeInTheDocument();
    expect(screen.queryByText("Thank You!")).not.toBeInTheDocument();
  });
});
