import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { NotFoundPage } from "./not-found-page";

describe("NotFoundPage", () => {
  it("shows the spec's texts with Go Home and Go Back", async () => {
    const back = vi.spyOn(window.history, "back").mockImplementation(() => undefined);
    const { location } = renderWithProviders(<NotFoundPage />, { path: "/nowhere" });

    expect(screen.getByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Go Back" }));
    expect(back).toHaveBeenCalledOnce();

    await userEvent.click(screen.getByRole("link", { name: "Go Home" }));
    expect(location.history?.at(-1)).toBe("/");
  });
});
