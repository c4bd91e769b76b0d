import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { RESTAURANT_CUISINES } from "@tavola/contracts";
import { ILLUSTRATED_CUISINES } from "./restaurant-writes.js";

const illustration = (cuisine: string) => fileURLToPath(new URL(`../../../../web/public/illustrations/${cuisine}.webp`, import.meta.url));

describe("an onboarded restaurant's picture", () => {
  it("names only illustrations the web serves, for cuisines the wizard offers", () => {
    const missing = [...ILLUSTRATED_CUISINES].filter((c) => !existsSync(illustration(c)));
    expect(missing).toEqual([]);
    expect([...ILLUSTRATED_CUISINES].filter((c) => !(RESTAURANT_CUISINES as readonly string[]).includes(c))).toEqual([]);
  });
});
