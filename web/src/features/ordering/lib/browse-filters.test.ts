import { describe, expect, it } from "vitest";
import { browseApiQuery, browseSearchParams, hasFilters, minutesRange, readBrowseFilters } from "./browse-filters";

describe("browse filters in the URL", () => {
  it("reads the landing's search and the chips from the query string", () => {
    const f = readBrowseFilters(new URLSearchParams("q=italian&cuisine=Italian&diet=Vegan&open=1"));
    expect(f).toEqual({ q: "italian", cuisine: "Italian", diet: "Vegan", openNow: true });
    expect(hasFilters(f)).toBe(true);
    expect(hasFilters(readBrowseFilters(new URLSearchParams("")))).toBe(false);
  });

  it("writes only what is set, trimmed, for the URL and for the API", () => {
    const f = { q: "  brooklyn ", cuisine: "", diet: "Halal", openNow: true };
    expect(browseSearchParams(f)).toEqual({ q: "brooklyn", diet: "Halal", open: "1" });
    expect(browseApiQuery(f)).toBe("?q=brooklyn&dietary=Halal&openNow=true");
    expect(browseApiQuery({ q: " ", cuisine: "", diet: "", openNow: false })).toBe("");
  });

  it("keeps a search within the server's 80 characters", () => {
    expect(readBrowseFilters(new URLSearchParams(`q=${"a".repeat(200)}`)).q).toHaveLength(80);
  });

  it("prints a delivery window", () => {
    expect(minutesRange({ min: 25, max: 50 })).toBe("25–50 min");
    expect(minutesRange({ min: 30, max: 30 })).toBe("30 min");
  });
});
