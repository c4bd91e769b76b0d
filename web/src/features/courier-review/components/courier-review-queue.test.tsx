import type { CourierApplication, CourierApplicationPage } from "@tavola/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { CourierReviewQueue } from "./courier-review-queue";

const ID = "00000000-0000-4000-8000-000000000101";
const application: CourierApplication = {
  id: ID,
  userId: "00000000-0000-4000-8000-000000000102",
  firstName: "Noor",
  lastName: "Haddad",
  email: "noor@example.com",
  status: "applied",
  phone: "+1 201-555-0164",
  vehicle: "car",
  zones: ["Midtown"],
  documents: [{ id: "00000000-0000-4000-8000-000000000103", kind: "id", fileName: "noor-id.png", contentType: "image/png", sizeBytes: 2048, uploadedAt: "2026-11-26T10:00:00.000Z" }],
  requiredDocuments: ["id", "right_to_work", "vehicle_insurance"],
  bank: { accountHolder: "Noor Haddad", last4: "5512" },
  termsVersion: "2026-11-01",
  termsAcceptedAt: "2026-11-26T09:00:00.000Z",
  submittedAt: "2026-11-26T10:00:00.000Z",
  reviewedAt: null,
  rejectionReason: null,
  missing: [],
  createdAt: "2026-11-26T08:00:00.000Z",
  updatedAt: "2026-11-26T10:00:00.000Z",
};
const page = (items: CourierApplication[]): CourierApplicationPage => ({
  items: items.map((a) => ({ id: a.id, firstName: a.firstName, lastName: a.lastName, email: a.email, status: a.status, vehicle: a.vehicle, zones: a.zones, submittedAt: a.submittedAt, reviewedAt: a.reviewedAt, rejectionReason: a.rejectionReason, documentCount: a.documents.length })),
  page: 1,
  pageSize: 20,
  total: items.length,
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("CourierReviewQueue", () => {
  it("lists waiting applications, filters by vehicle, opens one with its documents and rejects with a reason", async () => {
    const user = userEvent.setup({ delay: null });
    const reviews: unknown[] = [];
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/admin/courier-applications?status=applied&page=1&pageSize=20": page([application]),
        "GET /api/admin/courier-applications?status=applied&vehicle=bike&page=1&pageSize=20": page([]),
        [`GET /api/admin/courier-applications/${ID}`]: application,
        [`POST /api/admin/courier-applications/${ID}/review`]: (_url: string, init?: RequestInit) => {
          const body = JSON.parse(String(init?.body)) as { reason?: string };
          reviews.push(body);
          return body.reason === ""
            ? json(400, { message: "Invalid input", code: "invalid", requestId: "r", fieldErrors: { reason: ["Give the applicant a reason (at least 5 characters)"] } })
            : { ...application, status: "rejected", rejectionReason: body.reason };
        },
      }),
    );
    renderWithProviders(<CourierReviewQueue />);
    const item = await screen.findByRole("button", { name: /Noor Haddad/ });
    expect(item).toHaveTextContent("Car · Midtown · 1 document");

    await user.selectOptions(screen.getByLabelText("Vehicle"), "bike");
    expect(await screen.findByTestId("text-queue-empty")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Vehicle"), "");
    await user.click(await screen.findByRole("button", { name: /Noor Haddad/ }));

    const detail = await screen.findByTestId("application-detail");
    expect(await within(detail).findByRole("heading", { name: "Noor Haddad" })).toHaveFocus();
    expect(within(detail).getByRole("link", { name: /Photo ID: noor-id.png/ })).toHaveAttribute("href", `/api/admin/courier-applications/${ID}/documents/00000000-0000-4000-8000-000000000103`);
    expect(within(detail).getByText("Noor Haddad, ending 5512")).toBeInTheDocument();

    await user.click(within(detail).getByRole("button", { name: "Reject…" }));
    await user.click(within(detail).getByRole("button", { name: "Reject application" }));
    expect(await within(detail).findByText("Give the applicant a reason (at least 5 characters)")).toBeInTheDocument();
    await user.type(within(detail).getByLabelText(/Reason/), "Insurance has expired");
    await user.click(within(detail).getByRole("button", { name: "Reject application" }));
    expect(await within(detail).findByText("Rejected")).toBeInTheDocument();
    expect(reviews).toEqual([{ decision: "reject", reason: "" }, { decision: "reject", reason: "Insurance has expired" }]);
    expect(within(detail).queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  });

  it("says so when the server refuses the viewer", async () => {
    fetchMock.mockImplementation(async () => json(403, { message: "Only executives review courier applications", code: "forbidden", requestId: "r" }));
    renderWithProviders(<CourierReviewQueue />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Only executives review courier applications");
  });
});
