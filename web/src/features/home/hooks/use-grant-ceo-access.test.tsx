import type { User } from "@tavola/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { CeoAccessCard } from "../components/ceo-access-card";
import { useGrantCeoAccess } from "./use-grant-ceo-access";

const USER_KEY = ["/api/auth/user"] as const;

const alex: User = {
  id: "u1",
  firstName: "Alex",
  lastName: "Rivera",
  email: "customer@demo.tavola.app",
  role: "customer",
  profileImageUrl: null,
  totalPoints: 1250,
  tier: "gold",
  permissions: [],
  organizationId: null, teamRoles: [],
  createdAt: "2024-01-01T00:00:00.000Z",
  updatedAt: "2024-01-01T00:00:00.000Z",
};

function Harness({ role }: { role: User["role"] }) {
  const grant = useGrantCeoAccess(USER_KEY);
  return <CeoAccessCard isCeo={role === "ceo"} onGrant={() => grant.mutate()} isGranting={grant.isPending} />;
}

afterEach(() => vi.restoreAllMocks());

describe("Grant CEO Access", () => {
  it("shows the pending label, then makes the cached user ceo and toasts — without any request", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { queryClient } = renderWithProviders(<Harness role="customer" />);
    queryClient.setQueryData(USER_KEY, alex);

    expect(screen.getByText("CEO Access Available")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Grant CEO Access" }));
    expect(screen.getByRole("button", { name: "Granting Access..." })).toBeDisabled();

    expect(await screen.findByText("CEO Access Granted", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(queryClient.getQueryData<User>(USER_KEY)?.role).toBe("ceo");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("toasts the spec's destructive error when there is no user to change", async () => {
    renderWithProviders(<Harness role={null} />);
    await userEvent.click(screen.getByRole("button", { name: "Grant CEO Access" }));
    expect(await screen.findByText("Failed to grant CEO access. Please try again.", {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("shows the dashboard card to a ceo", () => {
    renderWithProviders(<Harness role="ceo" />);
    expect(screen.getByRole("heading", { name: "CEO Executive Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open CEO Dashboard" })).toHaveAttribute("href", "/ceo-dashboard");
  });
});
