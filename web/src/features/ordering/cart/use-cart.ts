import { useCallback, useMemo, useSyncExternalStore } from "react";
import {
  addItem,
  type Cart,
  type CartItem,
  type CartLine,
  type CartRestaurant,
  cartItemCount,
  cartSubtotalCents,
  EMPTY_CART,
  removeItem,
  replaceCart,
  setQuantity,
} from "./cart";
import { cartStore } from "./cart-store";

export type CartApi = {
  cart: Cart;
  itemCount: number;
  subtotalCents: number;
  add: (restaurant: CartRestaurant, item: CartItem, quantity?: number) => void;
  /** By line key (a plain dish's is its menu item id). */
  remove: (key: string) => void;
  setQuantity: (key: string, quantity: number) => void;
  replace: (restaurant: CartRestaurant, lines: readonly CartLine[]) => void;
  clear: () => void;
};

const emptyCart = () => EMPTY_CART;

/** The persisted cart and its updates, for any screen. */
export function useCart(): CartApi {
  // A prerendered page was rendered with an empty cart: hydrate with that, then show this browser's cart.
  const cart = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, emptyCart);
  const add = useCallback((r: CartRestaurant, item: CartItem, quantity = 1) => cartStore.update((c) => addItem(c, r, item, quantity)), []);
  const remove = useCallback((id: string) => cartStore.update((c) => removeItem(c, id)), []);
  const setQty = useCallback((id: string, q: number) => cartStore.update((c) => setQuantity(c, id, q)), []);
  const replace = useCallback((r: CartRestaurant, lines: readonly CartLine[]) => cartStore.update(() => replaceCart(r, lines)), []);
  const clear = useCallback(() => cartStore.update(() => EMPTY_CART), []);
  return useMemo(
    () => ({
      cart,
      itemCount: cartItemCount(cart),
      subtotalCents: cartSubtotalCents(cart),
      add,
      remove,
      setQuantity: setQty,
      replace,
      clear,
    }),
    [cart, add, remove, setQty, replace, clear],
  );
}
