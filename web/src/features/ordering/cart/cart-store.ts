import { z } from "zod";
import { type Cart, EMPTY_CART, MAX_CART_LINES } from "./cart";

/** Versioned so a future shape change can drop old carts instead of misreading them. */
export const CART_STORAGE_KEY = "tavola-cart-v1";

const storedCartSchema = z.object({
  restaurantId: z.string().min(1),
  restaurantName: z.string(),
  lines: z
    .array(
      z.object({
        menuItemId: z.string().min(1),
        name: z.string(),
        unitPriceCents: z.number().int().nonnegative(),
        quantity: z.number().int().min(1).max(99),
      }),
    )
    .min(1)
    .max(MAX_CART_LINES),
});

/** Whatever is stored (another version, hand-edited, corrupt) either reads as a valid cart or as empty. */
export function parseStoredCart(raw: string | null): Cart {
  if (!raw) return EMPTY_CART;
  try {
    const parsed = storedCartSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_CART;
  } catch {
    return EMPTY_CART;
  }
}

export type CartStore = {
  getSnapshot: () => Cart;
  subscribe: (listener: () => void) => () => void;
  update: (change: (cart: Cart) => Cart) => void;
};

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * The cart lives in localStorage so it survives reloads and the sign-in detour before checkout. The
 * snapshot is re-derived whenever the stored text changes, so another tab's edit (the storage event) or a
 * cleared storage is picked up; when storage is unavailable (private mode, quota) the cart stays in memory.
 */
export function createCartStore(storage: KeyValueStorage | null, target: Pick<Window, "addEventListener" | "removeEventListener"> | null = null): CartStore {
  let memoryRaw: string | null = null;
  let lastRaw: string | null | undefined;
  let snapshot: Cart = EMPTY_CART;
  const listeners = new Set<() => void>();

  const readRaw = (): string | null => {
    if (!storage) return memoryRaw;
    try {
      return storage.getItem(CART_STORAGE_KEY);
    } catch {
      return memoryRaw;
    }
  };
  const writeRaw = (raw: string | null) => {
    memoryRaw = raw;
    if (!storage) return;
    try {
      if (raw === null) storage.removeItem(CART_STORAGE_KEY);
      else storage.setItem(CART_STORAGE_KEY, raw);
    } catch {
      // Quota or privacy mode: the in-memory copy above still serves this tab.
      storage = null;
    }
  };

  const getSnapshot = () => {
    const raw = readRaw();
    if (raw !== lastRaw) {
      lastRaw = raw;
      snapshot = parseStoredCart(raw);
    }
    return snapshot;
  };
  const notify = () => listeners.forEach((l) => l());
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CART_STORAGE_KEY) notify();
  };

  return {
    getSnapshot,
    subscribe(listener) {
      if (listeners.size === 0) target?.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target?.removeEventListener("storage", onStorage);
      };
    },
    update(change) {
      const current = getSnapshot();
      const next = change(current);
      if (next === current) return;
      writeRaw(next.lines.length === 0 ? null : JSON.stringify(next));
      notify();
    },
  };
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The app's one cart. */
export const cartStore = createCartStore(browserStorage(), typeof window === "undefined" ? null : window);
