import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { FeedbackForm } from "./feedback-form";

/** Every request goes through here: the session (a visitor unless a test signs in), an order, the feedback post. */
const fetchMock = vi.fn<typeof fetch>();
let signedIn: Record<string, unknown> | null = null;
let postAnswer: () => Response = () => jsonResponse({ id: "f1", sentimentLabel: "positive" }, 201);
const ORDER_ID = "11111111-2222-4333-8444-555555555555";
const order = {
  id: ORDER_ID,
  reference: "T-4F2A9C",
  restaurant: { id: "r1", name: "Trattoria Bellini", address: "112 Mulberry St", city: "New York" },
  items: [{ menuItemId: "m1", name: "Margherita DOP", quantity: 2 }],
  placedAt: "2030-01-01T18:00:00.000Z",
};
beforeEach(() => {
  signedIn = null;
  postAnswer = () => jsonResponse({ id: "f1", sentimentLabel: "positive" }, 201);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === "/api/auth/user") return signedIn ? jsonResponse(signedIn) : jsonResponse({ message: "Unauthorized" }, 401);
    if (url === `/api/orders/${ORDER_ID}`) return signedIn ? jsonResponse(order) : jsonResponse({ message: "Unauthorized" }, 401);
    if (url === "/api/feedback" && init?.method === "POST") return postAnswer();
    return jsonResponse({ message: `No route for ${url}` }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** Typing through a whole form is slow on a loaded 2-core machine; these flows get more than the 5 s default. */
const SLOW = { timeout: 15_000 };
const posts = () => fetchMock.mock.calls.filter(([url, init]) => url === "/api/feedback" && init?.method === "POST");
const sentBody = (call = 0) => JSON.parse(String(posts()[call]![1]!.body)) as Record<string, unknown>;

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
    expect(posts()).toHaveLength(0);
  });

  it("posts the feedback with the order it came from, thanks, and starts again", SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    const orderId = ORDER_ID;
    renderWithProviders(<FeedbackForm />, { path: `/feedback?orderId=${orderId}` });
    // A visitor cannot see the order: the form says whose it is to link.
    expect(await screen.findByTestId("feedback-order-signed-out")).toHaveTextContent("Sign in as the guest who placed it");
    await user.click(screen.getByRole("radio", { name: "5 · Excellent" }));
    await user.selectOptions(screen.getByLabelText(/Category/), "food-quality");
    await user.type(screen.getByLabelText(/Your Feedback/), "Delicious risotto");
    await user.type(screen.getByLabelText(/Email/), "ada@example.com");
    await user.click(screen.getByTestId("button-submit-feedback"));
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(sentBody()).toEqual({ rating: 5, category: "food-quality", text: "Delicious risotto", email: "ada@example.com", orderId });
    await user.click(screen.getByRole("button", { name: "Submit Another Review" }));
    expect(screen.getByLabelText(/Your Feedback/)).toHaveValue("");
    expect(screen.getByRole("radio", { name: "5 · Excellent" })).toHaveAttribute("aria-checked", "false");
  });

  it("shows the server's field errors under their fields", SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    postAnswer = () => jsonResponse({ message: "Invalid", code: "invalid", requestId: "r", fieldErrors: { email: ["Enter a valid email"] } }, 400);
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

  it("shows the signed-in guest's order, skips the contact fields and sends the order through a second review", SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    signedIn = { id: "u1", firstName: "Ada", lastName: "Lovelace", email: "customer@tavola.test", role: "customer" };
    renderWithProviders(<FeedbackForm />, { path: `/feedback?orderId=${ORDER_ID}` });
    const about = await screen.findByRole("region", { name: "The order this feedback is about" });
    expect(about).toHaveTextContent("About order T-4F2A9C from Trattoria Bellini");
    expect(about).toHaveTextContent("2× Margherita DOP");
    expect(screen.getByTestId("feedback-signed-in-as")).toHaveTextContent("Sending as Ada Lovelace");
    for (const label of [/Name/, /Email/, /Phone/]) expect(screen.queryByLabelText(label)).toBeNull();

    const review = async (stars: string, text: string) => {
      await user.click(screen.getByRole("radio", { name: stars }));
      await user.selectOptions(screen.getByLabelText(/Category/), "service");
      await user.type(screen.getByLabelText(/Your Feedback/), text);
      await user.click(screen.getByTestId("button-submit-feedback"));
      expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    };
    await review("4 · Very Good", "Friendly");
    expect(screen.getByTestId("feedback-thank-you")).toHaveTextContent("Your feedback about order T-4F2A9C is with Trattoria Bellini.");
    await user.click(screen.getByRole("button", { name: "Submit Another Review" }));
    expect(await screen.findByRole("region", { name: "The order this feedback is about" })).toHaveTextContent("T-4F2A9C");
    await review("1 · Poor", "Cold");
    expect(sentBody(0)).toEqual({ rating: 4, category: "service", text: "Friendly", orderId: ORDER_ID });
    expect(sentBody(1)).toEqual({ rating: 1, category: "service", text: "Cold", orderId: ORDER_ID });
  });

  it("rates with a star row: the chosen star's label is written beside it and arrow keys move the choice", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<FeedbackForm />);
    const group = screen.getByRole("radiogroup", { name: "Overall Rating" });
    const stars = screen.getAllByRole("radio");
    // Left to right, one star to five, each named by the spec's label.
    expect(stars.map((s) => s.getAttribute("aria-label"))).toEqual(["1 · Poor", "2 · Fair", "3 · Good", "4 · Very Good", "5 · Excellent"]);
    expect(screen.getByTestId("text-rating-label")).toHaveTextContent("Tap a star");
    await user.click(screen.getByRole("radio", { name: "3 · Good" }));
    expect(screen.getByTestId("text-rating-label")).toHaveTextContent("Good");
    expect(group.querySelectorAll("svg.fill-amber-400")).toHaveLength(3);
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "4 · Very Good" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("radio", { name: "4 · Very Good" })).toHaveFocus();
    expect(screen.getByTestId("text-rating-label")).toHaveTextContent("Very Good");
    // Only the chosen star is a tab stop.
    expect(stars.filter((s) => s.tabIndex === 0)).toEqual([screen.getByRole("radio", { name: "4 · Very Good" })]);
  });
});
