import type { OutboxMessage, OutboxPage, OutboxSummary } from "@tavola/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { MailOutbox } from "./mail-outbox";

const summary = (n: number, over: Partial<OutboxSummary> = {}): OutboxSummary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  recipient: `guest${n}@example.com`,
  subject: `Reset your password ${n}`,
  kind: "password-reset",
  status: "queued",
  attempts: 0,
  lastError: null,
  createdAt: "2026-11-20T12:00:00.000Z",
  sentAt: null,
  ...over,
});
const page = (items: OutboxSummary[], p: number, total: number): OutboxPage => ({ items, page: p, pageSize: 25, total });
const message = (s: OutboxSummary): OutboxMessage => ({ ...s, text: `Open https://tavola.test/reset?token=abc to choose a new password.`, html: "<p>Open the link</p>", dedupeKey: `reset:${s.id}` });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("MailOutbox", () => {
  it("lists the outbox newest first, pages through it, filters by status and opens a message", async () => {
    const user = userEvent.setup({ delay: null });
    const first = Array.from({ length: 25 }, (_, i) => summary(30 - i));
    const failed = summary(3, { status: "failed", attempts: 11, lastError: "550 mailbox unavailable" });
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/admin/outbox?page=1&pageSize=25": page(first, 1, 27),
        "GET /api/admin/outbox?page=2&pageSize=25": page([failed, summary(1)], 2, 27),
        "GET /api/admin/outbox?page=1&pageSize=25&status=failed": page([failed], 1, 1),
        [`GET /api/admin/outbox/${failed.id}`]: message(failed),
      }),
    );
    renderWithProviders(<MailOutbox />);
    expect(await screen.findByText("Reset your password 30")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Messages (27)" })).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Reset your password 3")).toBeInTheDocument();
    expect(screen.queryByText("Reset your password 30")).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Status"), "failed");
    expect(await screen.findByRole("heading", { name: "Messages (1)" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Reset your password 3/ }));
    const view = screen.getByRole("region", { name: "Message" });
    expect(await within(view).findByText(/tavola\.test\/reset\?token=abc/)).toBeInTheDocument();
    expect(within(view).getByText("550 mailbox unavailable")).toBeInTheDocument();
    expect(within(view).getByRole("heading", { name: "Reset your password 3" })).toHaveFocus();
    expect(within(view).getByText(/Failed · 11 attempts/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Reset your password 3/ })).toHaveAttribute("aria-pressed", "true");
  });

  it("says so when the outbox is empty", async () => {
    fetchMock.mockImplementation(routeFetch({ "GET /api/admin/outbox?page=1&pageSize=25": page([], 1, 0) }));
    renderWithProviders(<MailOutbox />);
    expect(await screen.findByText("No mail yet.")).toBeInTheDocument();
  });

  it("tells anyone but a super admin that the outbox is not theirs", async () => {
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/admin/outbox?page=1&pageSize=25": new Response(JSON.stringify({ message: "Only super admins can read the outbox", code: "forbidden", requestId: "t" }), { status: 403 }),
      }),
    );
    renderWithProviders(<MailOutbox />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Only super admins can read the outbox.");
  });
});
