/**
 * The spec's constants for how the client behaves (section 9): caching, toasts, tooltips, delays, display.
 * Kept apart from the business catalogues (constants.ts) so the app shell's first load carries only these.
 */

/** Query client defaults: data is fresh for 5 minutes; no retries; no refetch on focus/mount/reconnect. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_DIRECTION = "right" as const;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ["F8"] as const;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const LOGIN_RELOAD_DELAY_MS = 1000;
export const LOGGED_OUT_REDIRECT_DELAY_MS = 500;

export const PLACEHOLDER_POINTS = 1250;
export const PLACEHOLDER_TIER = "gold" as const;
export const COPYRIGHT_YEAR = 2024;

export const CURRENCY_LOCALE = "en-US";
export const CURRENCY_CODE = "USD";
export const SKELETON_COUNT = 3;
export const LOYALTY_RING_SIZE = 120;
export const LOYALTY_RING_STROKE = 8;

/**
 * A live stream's last word before the server closes it (SSE event `end`, data `{ reason }`): `signed_out` (the
 * session ended), `forbidden` (the viewer may no longer see it), `replaced` (the session opened more streams than
 * the server keeps; this was its oldest).
 */
export const STREAM_END_EVENT = "end";
export const STREAM_END_REASONS = ["signed_out", "forbidden", "replaced"] as const;
export type StreamEndReason = (typeof STREAM_END_REASONS)[number];
