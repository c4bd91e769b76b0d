import { type Cart, type CartLine, type CartModifier, EMPTY_CART, MAX_CART_LINES } from "./cart";

/** Versioned so a future shape change can drop old carts instead of misreading them. */
export const CART_STORAGE_KEY = "tavola-cart-v1";

const isText = (v: unknown): v is string => typeof v === "string";
const isCount = (v: unknown, min: number, max: number): v is number => Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;

/**
 * A stored cart line, or null: a non-empty menu item id, a name, a whole non-negative unit price and a quantity
 * of 1–99 (what the cart itself ever writes). Other fields are dropped. Checked by hand rather than with zod,
 * so the menu page (the cart's first reader) does not load a schema library.
 */
function readLine(v: unknown): CartLine | null {
  if (!v || typeof v !== "object") return null;
  const { menuItemId, name, unitPriceCents, quantity, modifierOptionIds, modifiers } = v as Record<string, unknown>;
  if (!isText(menuItemId) || menuItemId.length === 0 || !isText(name)) return null;
  if (!isCount(unitPriceCents, 0, Number.MAX_SAFE_INTEGER) || !isCount(quantity, 1, 99)) return null;
  if (modifierOptionIds === undefined) return { menuItemId, name, unitPriceCents, quantity };
  // A line with options: their ids (what the server prices) and names with deltas (what the cart shows).
  if (!Array.isArray(modifierOptionIds) || modifierOptionIds.length > 30 || !modifierOptionIds.every(isText)) return null;
  if (!Array.isArray(modifiers) || !modifiers.every((m) => m && typeof m === "object" && isText((m as CartModifier).name) && Number.isSafeInteger((m as CartModifier).priceDeltaCents))) {
    return null;
  }
  return { menuItemId, name, unitPriceCents, quantity, modifierOptionIds: modifierOptionIds as string[], modifiers: (modifiers as CartModifier[]).map((m) => ({ name: m.name, priceDeltaCents: m.priceDeltaCents })) };
}

/** Whatever is stored (another version, hand-edited, corrupt) either reads as a valid cart or as empty. */
export function parseStoredCart(raw: string | null): Cart {
  if (!raw) return EMPTY_CART;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_CART;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return EMPTY_CART;
  const { restaurantId, restaurantName, lines } = value as Record<string, unknown>;
  if (!isText(restaurantId) || restaurantId.length === 0 || !isText(restaurantName)) return EMPTY_CART;
  if (!Array.isArray(lines) || lines.length < 1 || lines.length > MAX_CART_LINES) return EMPTY_CART;
  const read = lines.map(readLine);
  if (read.some((line) => line === null)) return EMPTY_CART;
  return { restaurantId, restaurantName, lines: read as CartLine[] };
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
