import type { AdminUser, AdminUserPage } from "@tavola/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { UserDirectory } from "./user-directory";

const account = (over: Partial<AdminUser> = {}): AdminUser => ({
  id: "00000000-0000-4000-8000-000000000001",
  email: "grace@example.com",
  firstName: "Grace",
  lastName: "Hopper",
  role: "customer",
  lockedAt: null,
  lockedReason: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  liveSessions: 2,
  lastSeenAt: "2026-11-27T09:00:00.000Z",
  ...over,
});
const page = (items: AdminUser[]): AdminUserPage => ({ items, page: 1, pageSize: 20, total: items.length });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("UserDirectory", () => {
  it("changes a role with a reason: the server's field message shows on the field, then the change is announced", async () => {
    const user = userEvent.setup({ delay: null });
    const bodies: unknown[] = [];
    let tries = 0;
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/admin/users?page=1&pageSize=20": page([account()]),
        [`PUT /api/admin/users/${account().id}/role`]: (_url: string, init?: RequestInit) => {
          bodies.push(JSON.parse(String(init?.body)));
          tries += 1;
          return tries === 1
            ? json(400, { message: "Invalid input", code: "invalid", fieldErrors: { reason: ["Give a reason of 3 to 500 characters"] }, requestId: "r" })
            : account({ role: "courier", liveSessions: 0 });
        },
      }),
    );
    renderWithProviders(<UserDirectory />);
    const row = await screen.findByTestId(`row-user-${account().id}`);
    expect(within(row).getByText("Customer")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Change role" }));

    const dialog = await screen.findByRole("dialog", { name: "Change role" });
    await user.selectOptions(within(dialog).getByLabelText(/New role/), "courier");
    await user.click(within(dialog).getByRole("button", { name: "Change role" }));
    const reason = within(dialog).getByLabelText(/Reason/);
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Give a reason of 3 to 500 characters/));

    await user.type(reason, "Started delivering for us");
    await user.click(within(dialog).getByRole("button", { name: "Change role" }));
    expect(await screen.findByText("grace@example.com is now Courier.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(bodies).toEqual([
      { role: "courier", reason: "" },
      { role: "courier", reason: "Started delivering for us" },
    ]);
  });

  it("offers Unlock for a locked account and shows why it was locked; searches by what is typed", async () => {
    const user = userEvent.setup({ delay: null });
    const locked = account({ lockedAt: "2026-11-26T10:00:00.000Z", lockedReason: "Card testing", liveSessions: 0 });
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/admin/users?page=1&pageSize=20": page([locked]),
        "GET /api/admin/users?q=nobody&page=1&pageSize=20": page([]),
      }),
    );
    renderWithProviders(<UserDirectory />);
    const row = await screen.findByTestId(`row-user-${locked.id}`);
    expect(within(row).getByText("Locked")).toBeInTheDocument();
    expect(within(row).getByText("Locked: Card testing")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Unlock" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Search by email or name"), "nobody");
    expect(await screen.findByText("No account matches.")).toBeInTheDocument();
  });

  it("a 403 says only super admins manage accounts", async () => {
    fetchMock.mockImplementation(async () => json(403, { message: "Only super admins manage accounts", code: "forbidden", requestId: "r" }));
    renderWithProviders(<UserDirectory />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Only super admins manage accounts.");
  });
});
