import { expect, test } from "./fixtures";

// What Chromium itself receives: an upload over the body limit is answered with a 413 it can read (the
// server lets the upload finish before answering), and the app's assets arrive compressed and cacheable.
test("a 5 MB upload gets a readable 413 with the error body in the browser", async ({ page }) => {
  await page.goto("/");
  const answer = await page.evaluate(async () => {
    const body = JSON.stringify({ email: "a@b.co", password: "x".repeat(5 * 1024 * 1024) });
    try {
      const res = await fetch("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body });
      return { status: res.status, body: (await res.json()) as { code?: string; message?: string } };
    } catch (e) {
      return { status: 0, body: { message: String(e) } };
    }
  });
  expect(answer).toMatchObject({ status: 413, body: { code: "payload_too_large", message: "Request body is too large" } });
});

test("the app's scripts arrive compressed and cacheable for a year", async ({ page }) => {
  const scripts: Array<{ url: string; encoding?: string; cache?: string }> = [];
  page.on("response", (res) => {
    if (res.url().includes("/assets/") && res.url().endsWith(".js")) {
      const h = res.headers();
      scripts.push({ url: res.url(), encoding: h["content-encoding"], cache: h["cache-control"] });
    }
  });
  await page.goto("/");
  await expect(page.getByRole("navigation").first()).toBeVisible();
  // The page is prerendered: its navigation shows before the app's scripts arrive, so wait for them.
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  for (const s of scripts) {
    expect(s.encoding, s.url).toMatch(/^(br|gzip)$/);
    expect(s.cache, s.url).toBe("public, max-age=31536000, immutable");
  }
});
