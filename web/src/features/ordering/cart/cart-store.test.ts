import { describe, expect, it, vi } from "vitest";
import { addItem, EMPTY_CART } from "./cart";
import { CART_STORAGE_KEY, createCartStore, parseStoredCart } from "./cart-store";

const bellini = { id: "r-bellini", name: "Trattoria Bellini" };
const margherita = { menuItemId: "m-1", name: "Margherita DOP", unitPriceCents: 1899 };

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe("cart store", () => {
  it("persists every change and a new store (a reload) restores it", () => {
    const storage = memoryStorage();
    const store = createCartStore(storage);
    store.update((c) => addItem(addItem(c, bellini, margherita), bellini, margherita));
    expect(JSON.parse(storage.data.get(CART_STORAGE_KEY) ?? "null")).toMatchObject({ restaurantId: bellini.id, lines: [{ quantity: 2 }] });

    const reloaded = createCartStore(storage);
    expect(reloaded.getSnapshot()).toEqual(store.getSnapshot());
    expect(reloaded.getSnapshot().lines[0]).toEqual({ ...margherita, quantity: 2 });
  });

  it("keeps a stable snapshot until the stored cart changes, and notifies subscribers", () => {
    const store = createCartStore(memoryStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.update((c) => addItem(c, bellini, margherita));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    store.update((c) => c); // no change, no notification
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("removes the stored entry when the cart empties (switching restaurant clears it)", () => {
    const storage = memoryStorage();
    const store = createCartStore(storage);
    store.update((c) => addItem(c, bellini, margherita));
    store.update(() => EMPTY_CART);
    expect(storage.data.has(CART_STORAGE_KEY)).toBe(false);
    expect(store.getSnapshot()).toEqual(EMPTY_CART);
  });

  it("picks up another tab's change through the storage event", () => {
    const storage = memoryStorage();
    const target = new EventTarget();
    const store = createCartStore(storage, target as unknown as Window);
    const listener = vi.fn();
    store.subscribe(listener);
    const other = createCartStore(storage);
    other.update((c) => addItem(c, bellini, margherita));
    target.dispatchEvent(Object.assign(new Event("storage"), { key: CART_STORAGE_KEY }));
    expect(listener).toHaveBeenCalled();
    expect(store.getSnapshot().lines).toHaveLength(1);
  });

  it("falls back to memory when storage throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => undefined,
    };
    const store = createCartStore(broken);
    store.update((c) => addItem(c, bellini, margherita));
    expect(store.getSnapshot().lines).toHaveLength(1);
  });

  it("reads corrupt, foreign or out-of-range stored data as an empty cart", () => {
    expect(parseStoredCart(null)).toEqual(EMPTY_CART);
    expect(parseStoredCart("{not json")).toEqual(EMPTY_CART);
    expect(parseStoredCart(JSON.stringify({ restaurantId: "r", restaurantName: "R", lines: [] }))).toEqual(EMPTY_CART);
    const tooMany = { restaurantId: "r", restaurantName: "R", lines: [{ ...margherita, quantity: 100 }] };
    expect(parseStoredCart(JSON.stringify(tooMany))).toEqual(EMPTY_CART);
  });
});

describe("stored lines with options", () => {
  const withOptions = { menuItemId: "p", name: "Pizza", unitPriceCents: 1950, quantity: 2, modifierOptionIds: ["l"], modifiers: [{ name: "Large", priceDeltaCents: 450 }] };
  const stored = (line: object) => JSON.stringify({ restaurantId: "r", restaurantName: "Bellini", lines: [line] });

  it("reads a line's option ids and names back", () => {
    expect(parseStoredCart(stored(withOptions)).lines).toEqual([withOptions]);
  });

  it("reads a tampered line (options that are not ids, a fractional delta) as an empty cart", () => {
    expect(parseStoredCart(stored({ ...withOptions, modifierOptionIds: [42] }))).toBe(EMPTY_CART);
    expect(parseStoredCart(stored({ ...withOptions, modifiers: [{ name: "Large", priceDeltaCents: 4.5 }] }))).toBe(EMPTY_CART);
  });
});
