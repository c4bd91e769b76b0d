import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody, ManagedMenu, ManagedMenuItem, Menu } from "@tavola/contracts";
import { MENU_PHOTO_MAX_BYTES } from "@tavola/contracts";
import { approvedRestaurant } from "../../test/onboarding-kit.js";
import { orderingKit } from "../../test/ordering-kit.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";

let t: TestApp;
let k: ReturnType<typeof orderingKit>;
let owner: string;
let staff: string;
let customer: string;
let belliniId: string;
let otherOwner: string;
let otherId: string;
let dishId: string;
let belliniDishId: string;

beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
  [owner, staff, customer] = await Promise.all([signInAs(t.app, "restaurant_owner"), signInAs(t.app, "restaurant_staff"), signInAs(t.app, "customer")]);
  belliniId = (await k.restaurants()).find((r) => r.slug === "trattoria-bellini")!.id;
  // Restaurant B: a new owner, approved through onboarding.
  ({ restaurantId: otherId, ownerCookie: otherOwner } = await approvedRestaurant(t.app, await signInAs(t.app, "ceo"), "Forno Foto"));
  const menu = (await k.json<ManagedMenu>("GET", `/api/restaurants/${otherId}/menu-admin`, otherOwner)).body;
  const mains = menu.categories.find((c) => c.course === "mains")!;
  const dish = { categoryId: mains.id, name: "Pizza Rossa", description: "Tomato, oregano", priceCents: 1100, dietaryTags: [], prepMinutes: 10, station: "grill", modifierGroups: [] };
  dishId = (await k.json<ManagedMenuItem>("POST", `/api/restaurants/${otherId}/menu-admin/items`, otherOwner, dish)).body.id;
  belliniDishId = (await pubMenu(belliniId)).items[0]!.id;
});
afterAll(async () => t?.close());

const pubMenu = async (id: string) => (await t.app.inject({ method: "GET", url: `/api/restaurants/${id}/menu` })).json<Menu>();
const photoUrl = (restaurantId: string, itemId: string) => `/api/restaurants/${restaurantId}/menu-admin/items/${itemId}/photo`;

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(fileName: string, bytes: Buffer, type = "application/octet-stream") {
  const boundary = "----tavolaphoto";
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
const upload = (cookie: string, bytes: Buffer, restaurantId = otherId, itemId = dishId, name = "dish.jpg") => {
  const body = multipart(name, bytes, "image/jpeg");
  return t.app.inject({ method: "PUT", url: photoUrl(restaurantId, itemId), headers: { cookie, ...body.headers }, payload: body.payload });
};

/** A 1200 × 600 JPEG carrying EXIF (a camera and a GPS position) that must not survive. */
const cameraJpeg = (colour = "#c0392b") =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Make: "TavolaCam", Model: "Secret 1" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 44/1 0/1" } })
    .toBuffer();

describe("dish photos: upload, variants, serving", () => {
  it("resizes to 4:3 variants without metadata, names the photo on the dish and serves it cached for a year with an ETag", async () => {
    const original = await cameraJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(otherOwner, original);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json<ManagedMenuItem>();
    expect(item.imageUrl).toMatch(/^\/api\/menu-photos\/[0-9a-f]{24}\/480\.jpg$/);
    const pub = await pubMenu(otherId);
    expect(pub.items.find((i) => i.id === dishId)!.imageUrl).toBe(item.imageUrl);

    const root = item.imageUrl!.replace(/480\.jpg$/, "");
    for (const [variant, width, format] of [["160.webp", 160, "webp"], ["480.webp", 480, "webp"], ["960.webp", 960, "webp"], ["480.jpg", 480, "jpeg"]] as const) {
      const got = await t.app.inject({ method: "GET", url: `${root}${variant}` });
      expect(got.statusCode).toBe(200);
      expect(got.headers["content-type"]).toBe(format === "webp" ? "image/webp" : "image/jpeg");
      expect(got.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(got.headers.etag).toMatch(/^"[0-9a-f]{24}-/);
      const meta = await sharp(got.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, width, (width * 3) / 4]);
      expect(meta.exif).toBeUndefined();
      expect(got.rawPayload.includes(Buffer.from("TavolaCam"))).toBe(false);
      const again = await t.app.inject({ method: "GET", url: `${root}${variant}`, headers: { "if-none-match": got.headers.etag as string } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.byteLength).toBe(0);
    }
  });

  it("replacing a photo deletes the old one's variants (no dish names it); removing goes back to the drawing", async () => {
    const first = (await upload(otherOwner, await cameraJpeg("#27ae60"))).json<ManagedMenuItem>().imageUrl!;
    const png = await sharp({ create: { width: 800, height: 800, channels: 4, background: "#2980b9" } }).png().toBuffer();
    const second = await upload(otherOwner, png, otherId, dishId, "looks-like.jpg");
    expect(second.statusCode).toBe(200);
    expect(second.json<ManagedMenuItem>().imageUrl).not.toBe(first);
    expect((await t.app.inject({ method: "GET", url: first })).statusCode).toBe(404);
    const removed = await t.app.inject({ method: "DELETE", url: photoUrl(otherId, dishId), headers: { cookie: otherOwner } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ManagedMenuItem>().imageUrl).toBeNull();
    expect((await t.app.inject({ method: "GET", url: second.json<ManagedMenuItem>().imageUrl! })).statusCode).toBe(404);
  });

  it("checks the real type by its bytes, refuses unreadable and oversized files with the field's message", async () => {
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "binary");
    const asJpeg = await upload(otherOwner, gif, otherId, dishId, "photo.jpg");
    expect(asJpeg.statusCode).toBe(400);
    expect(asJpeg.json<ErrorBody>().fieldErrors).toEqual({ file: ["The photo must be a JPEG, PNG or WebP image"] });
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const unreadable = await upload(otherOwner, broken);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json<ErrorBody>().fieldErrors).toEqual({ file: ["The photo could not be read"] });
    const big = await upload(otherOwner, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MENU_PHOTO_MAX_BYTES + 10)]));
    expect(big.statusCode).toBe(413);
    expect(big.json<ErrorBody>().fieldErrors).toEqual({ file: ["The photo must be at most 8 MB"] });
    const none = await t.app.inject({ method: "PUT", url: photoUrl(otherId, dishId), headers: { cookie: otherOwner }, payload: { file: "x" } });
    expect(none.statusCode).toBe(400);
    const missingDish = await upload(otherOwner, await cameraJpeg(), otherId, "00000000-0000-4000-8000-000000000000");
    expect(missingDish.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/menu-photos/not-a-hash/480.jpg" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/menu-photos/0123456789abcdef01234567/480.png" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/menu-photos/0123456789abcdef01234567/480.jpg" })).statusCode).toBe(404);
  });

  it("only the restaurant's owner or manager writes: another restaurant's owner, staff and customers 403, signed out 401", async () => {
    const jpeg = await cameraJpeg();
    expect((await upload(owner, jpeg, otherId, dishId)).statusCode).toBe(403); // Bellini's owner, Forno's dish
    expect((await upload(otherOwner, jpeg, belliniId, belliniDishId)).statusCode).toBe(403);
    expect((await upload(staff, jpeg, belliniId, belliniDishId)).statusCode).toBe(403);
    expect((await upload(customer, jpeg, belliniId, belliniDishId)).statusCode).toBe(403);
    const body = multipart("a.jpg", jpeg);
    expect((await t.app.inject({ method: "PUT", url: photoUrl(belliniId, belliniDishId), headers: body.headers, payload: body.payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: photoUrl(otherId, dishId), headers: { cookie: owner } })).statusCode).toBe(403);
    // Bellini's owner cannot reach Forno's dish through Bellini's address either.
    expect((await upload(owner, jpeg, belliniId, dishId)).statusCode).toBe(404);
    const menu = await pubMenu(belliniId);
    expect(menu.items.find((i) => i.id === belliniDishId)!.imageUrl ?? null).toBeNull();
  });
});
