import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { PremiumCateringRequest } from "./premium-catering-request";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const submitButton = () => screen.getByTestId("button-submit-premium-catering");

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Contact Person/), "Maria Jensen");
  await user.type(screen.getByLabelText(/^Email/), "maria@example.com");
  await user.type(screen.getByLabelText(/^Phone/), "+45 12 34 56 78");
  await user.type(screen.getByLabelText(/Delivery Address/), "Vesterbrogade 10, 1620 Copenhagen");
  fireEvent.change(screen.getByLabelText(/Event Date/), { target: { value: "2030-06-15" } });
  fireEvent.change(screen.getByLabelText(/Event Time/), { target: { value: "12:30" } });
}

describe("PremiumCateringRequest", () => {
  it("starts with the spec's defaults and renders the contact person once", () => {
    renderWithProviders(<PremiumCateringRequest />);
    expect(screen.getByTestId("radio-order-type-company")).toBeChecked();
    expect(screen.getByLabelText(/Headcount/)).toHaveValue(10);
    expect(screen.getByLabelText("Service Type")).toHaveValue("drop-off");
    expect(screen.getByLabelText("Budget Range")).toHaveValue("1000-2500");
    expect(screen.getAllByLabelText(/Contact Person/)).toHaveLength(1);
    expect(screen.getByRole("option", { name: "Plated Service" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "$10,000+" })).toBeInTheDocument();
  });

  it("shows every required message and sends nothing", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PremiumCateringRequest />);
    const headcount = screen.getByLabelText(/Headcount/);
    await user.clear(headcount);
    await user.tab();
    expect(headcount).toHaveValue(0);
    await user.click(submitButton());
    for (const message of [
      "Company name is required for company orders",
      "Contact person is required",
      "Valid email is required",
      "Valid phone number is required",
      "Complete delivery address is required",
      "Event date is required",
      "Event time is required",
      "Minimum 5 people for catering",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("hides the company fields for private orders and does not send stale ones", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: "p1", status: "pending", createdAt: "2030-01-01T00:00:00Z" }, 201));
    const user = userEvent.setup();
    renderWithProviders(<PremiumCateringRequest />);
    await user.type(screen.getByLabelText(/Company Name/), "Nordic Foods");
    await user.type(screen.getByLabelText(/CVR Number/), "12345678");
    await user.click(screen.getByTestId("radio-order-type-private"));
    expect(screen.queryByLabelText(/Company Name/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/CVR Number/)).not.toBeInTheDocument();
    await fillRequired(user);
    await user.click(submitButton());

    expect(await screen.findByText("Request Submitted")).toBeInTheDocument();
    expect(screen.getByText("Request Submitted Successfully")).toBeInTheDocument();
    expect(screen.getByText("What happens next?")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Return to Home/ })).toHaveAttribute("href", "/");
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/catering/request");
    const body: unknown = JSON.parse(String(init?.body));
    expect(body).toEqual({
      orderType: "private",
      contactPerson: "Maria Jensen",
      email: "maria@example.com",
      phone: "+45 12 34 56 78",
      deliveryAddress: "Vesterbrogade 10, 1620 Copenhagen",
      eventDate: "2030-06-15",
      eventTime: "12:30",
      headcount: 10,
      serviceType: "drop-off",
      budgetRange: "1000-2500",
    });
  });

  it("on failure toasts, keeps the form and shows the server's field errors", async () => {
    const body = { message: "Invalid", code: "invalid", fieldErrors: { phone: ["Valid phone number is required"] } };
    fetchMock.mockResolvedValue(jsonResponse(body, 400));
    const user = userEvent.setup();
    renderWithProviders(<PremiumCateringRequest />);
    await user.type(screen.getByLabelText(/Company Name/), "Nordic Foods");
    await fillRequired(user);
    await user.click(submitButton());

    expect(await screen.findByText("Submission Failed")).toBeInTheDocument();
    expect(screen.getByText("Please check your information and try again.")).toBeInTheDocument();
    expect(screen.getByText("Valid phone number is required")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Phone/)).toHaveFocus());
    expect(screen.getByLabelText(/Contact Person/)).toHaveValue("Maria Jensen");
    expect(screen.queryByText("Request Submitted")).not.toBeInTheDocument();
    expect(submitButton()).toHaveTextContent("Submit Catering Request");
  });
});
