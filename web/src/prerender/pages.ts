/**
 * The pages whose first paint is built into index.html (build-plugins/prerender.ts): the visitor sees them as
 * soon as the HTML and the stylesheet arrive, and the app hydrates them when its JavaScript has run.
 *
 * - `modules`: the lazy modules the page renders (besides the entry), preloaded with the HTML so hydration does
 *   not wait for one chunk after another.
 * - `skipIfStored`: localStorage keys that make this browser's page differ from a first visit's (a cart, a
 *   table already joined); with one of them set the page is not prerendered and loads as any other.
 *
 * Only a visit without a query string uses the prerendered page, and never with the signed-in hint
 * (SIGNED_IN_HINT_KEY): signed-in visitors see their own header and pages, which a build cannot know.
 */
export type PrerenderedPage = { path: string; modules: readonly string[]; skipIfStored?: readonly string[] };

const FOOTER = "src/app/layout/site-footer.tsx";
const SCREENS = "src/app/screen-routes.tsx";

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: "/", modules: ["src/routes/public/landing-page.tsx", FOOTER] },
  { path: "/order", modules: [SCREENS, "src/routes/ordering/order-page.tsx", FOOTER], skipIfStored: ["tavola-cart-v1"] },
  { path: "/pricing", modules: [SCREENS, "src/routes/marketing/pricing-page.tsx", FOOTER] },
  { path: "/tables", modules: [SCREENS, "src/routes/reservations/tables-page.tsx", FOOTER] },
  { path: "/checkin", modules: [SCREENS, "src/routes/dine-in/check-in-page.tsx", FOOTER], skipIfStored: ["tavola-table-guest"] },
  { path: "/loyalty", modules: [SCREENS, "src/routes/loyalty/loyalty-page.tsx", FOOTER] },
];

/**
 * Set in localStorage while the app knows a signed-in user (main.tsx), removed when it knows a visitor: the
 * inline script of index.html then leaves the prerendered (signed-out) pages aside.
 */
export const SIGNED_IN_HINT_KEY = "tavola-signed-in";
