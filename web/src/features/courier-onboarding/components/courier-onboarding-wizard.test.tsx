import { COURIER_TERMS_VERSION, type CourierApplication } from "@tavola/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { CourierOnboardingWizard } from "./courier-onboarding-wizard";

const base: CourierApplication = {
  id: "00000000-0000-4000-8000-000000000001",
  userId: "00000000-0000-4000-8000-000000000002",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  status: "draft",
  phone: null,
  vehicle: null,
  zones: [],
  documents: [],
  requiredDocuments: ["id", "right_to_work"],
  bank: null,
  termsVersion: null,
  termsAcceptedAt: null,
  submittedAt: null,
  reviewedAt: null,
  rejectionReason: null,
  missing: [],
  createdAt: "2026-11-27T09:00:00.000Z",
  updatedAt: "2026-11-27T09:00:00.000Z",
};
const doc = (kind: "id" | "right_to_work" | "vehicle_insurance") => ({
  id: `00000000-0000-4000-8000-00000000001${kind.length}`,
  kind,
  fileName: `${kind}.pdf`,
  contentType: "application/pdf" as const,
  sizeBytes: 20_480,
  uploadedAt: "2026-11-27T09:00:00.000Z",
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("CourierOnboardingWizard", () => {
  it("signed out, step 1 of 6 is the account step the page gives it", () => {
    renderWithProviders(<CourierOnboardingWizard signedIn={false} accountStep={<p>sign-up form</p>} />);
    expect(screen.getByText("Step 1 of 6: Account")).toBeInTheDocument();
    expect(screen.getByText("sign-up form")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves the vehicle step and shows the server's field messages next to their fields", async () => {
    const user = userEvent.setup({ delay: null });
    const bodies: unknown[] = [];
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/couriers/application": { application: null },
        "PUT /api/couriers/application/vehicle": (_url: string, init?: RequestInit) => {
          const body = JSON.parse(String(init?.body)) as { phone: string };
          bodies.push(body);
          return body.phone === "12"
            ? json(400, { message: "Invalid input", code: "invalid", requestId: "r", fieldErrors: { phone: ["Enter a phone number"], "zones": ["Choose at least one zone"] } })
            : { ...base, phone: body.phone, vehicle: "car", zones: ["Midtown"], requiredDocuments: ["id", "right_to_work", "vehicle_insurance"] };
        },
      }),
    );
    renderWithProviders(<CourierOnboardingWizard signedIn accountStep={null} />);
    expect(await screen.findByText("Step 2 of 6: Vehicle & zones")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Mobile phone/), "12");
    await user.click(screen.getByLabelText("Car"));
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Enter a phone number")).toBeInTheDocument();
    expect(screen.getByLabelText(/Mobile phone/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Choose at least one zone")).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Mobile phone/));
    await user.type(screen.getByLabelText(/Mobile phone/), "+1 212 555 0100");
    await user.click(screen.getByLabelText("Midtown"));
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Step 3 of 6: Documents")).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ phone: "+1 212 555 0100", vehicle: "car", zones: ["Midtown"] });
    // A car needs insurance too.
    expect(screen.getByLabelText(/Vehicle insurance/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Documents" })).toHaveFocus();
  });

  it("resumes a saved draft at its first unfinished step, uploads a document and refuses a file over 5 MB before sending it", async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const draft = { ...base, phone: "+1 212 555 0100", vehicle: "bike" as const, zones: ["Midtown" as const], documents: [doc("id")] };
    const uploads: string[] = [];
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/couriers/application": { application: draft },
        "PUT /api/couriers/application/documents/right_to_work": (_url: string, init?: RequestInit) => {
          const file = (init?.body as FormData).get("file") as File;
          uploads.push(file.name);
          return file.name === "setup.exe.pdf"
            ? json(400, { message: "The file must be a JPEG, PNG or PDF", code: "invalid", requestId: "r", fieldErrors: { file: ["The file must be a JPEG, PNG or PDF"] } })
            : { ...draft, documents: [doc("id"), doc("right_to_work")] };
        },
      }),
    );
    renderWithProviders(<CourierOnboardingWizard signedIn accountStep={null} />);
    expect(await screen.findByText("Step 3 of 6: Documents")).toBeInTheDocument();
    expect(screen.getByTestId("uploaded-id")).toHaveTextContent("id.pdf");

    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByTestId("step-error")).toHaveTextContent("Upload your right to work to continue");

    const input = screen.getByLabelText(/Right to work/);
    const huge = new File(["x"], "huge.pdf", { type: "application/pdf" });
    Object.defineProperty(huge, "size", { value: 6 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(await screen.findByText("The file must be at most 5 MB")).toBeInTheDocument();
    expect(uploads).toEqual([]);

    await user.upload(input, new File(["MZ"], "setup.exe.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("The file must be a JPEG, PNG or PDF")).toBeInTheDocument();

    await user.upload(input, new File(["%PDF-1.4"], "permit.pdf", { type: "application/pdf" }));
    expect(await screen.findByTestId("uploaded-right_to_work")).toBeInTheDocument();
    expect(uploads).toEqual(["setup.exe.pdf", "permit.pdf"]);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Step 4 of 6: Bank details")).toBeInTheDocument();
  });

  it("accepts the terms, submits, and then shows the status", async () => {
    const user = userEvent.setup({ delay: null });
    const ready = { ...base, phone: "+1 212 555 0100", vehicle: "bike" as const, zones: ["Midtown" as const], documents: [doc("id"), doc("right_to_work")], bank: { accountHolder: "Ada Lovelace", last4: "6789" } };
    let terms: unknown = null;
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/couriers/application": { application: ready },
        "PUT /api/couriers/application/terms": (_url: string, init?: RequestInit) => {
          terms = JSON.parse(String(init?.body));
          return { ...ready, termsVersion: COURIER_TERMS_VERSION, termsAcceptedAt: "2026-11-27T09:10:00.000Z" };
        },
        "POST /api/couriers/application/submit": { ...ready, status: "applied", submittedAt: "2026-11-27T09:11:00.000Z" },
      }),
    );
    renderWithProviders(<CourierOnboardingWizard signedIn accountStep={null} />);
    expect(await screen.findByText("Step 5 of 6: Terms")).toBeInTheDocument();
    await user.click(screen.getByLabelText("I accept the courier terms"));
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Step 6 of 6: Submit")).toBeInTheDocument();
    expect(terms).toEqual({ acceptTerms: true, termsVersion: COURIER_TERMS_VERSION });
    expect(screen.getByText("Account ending 6789")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    expect(await screen.findByTestId("status-applied")).toHaveTextContent("Application received");
  });

  it("shows a rejection's reason and lets the applicant edit again", async () => {
    const user = userEvent.setup({ delay: null });
    const rejected = { ...base, status: "rejected" as const, phone: "+1 212 555 0100", vehicle: "bike" as const, zones: ["Midtown" as const], rejectionReason: "The photo ID is unreadable" };
    fetchMock.mockImplementation(routeFetch({ "GET /api/couriers/application": { application: rejected } }));
    renderWithProviders(<CourierOnboardingWizard signedIn accountStep={null} />);
    expect(await screen.findByTestId("text-rejection-reason")).toHaveTextContent("The photo ID is unreadable");
    await user.click(screen.getByRole("button", { name: "Edit and resubmit" }));
    await waitFor(() => expect(screen.getByText("Step 2 of 6: Vehicle & zones")).toBeInTheDocument());
    expect(screen.getByLabelText(/Mobile phone/)).toHaveValue("+1 212 555 0100");
  });
});
