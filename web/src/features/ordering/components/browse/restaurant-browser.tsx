import { useQuery } from "@tanstack/react-query";
import { SearchX, ShoppingBag } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "wouter";
import { EmptyState, ErrorState } from "@/components/domain/state-panels";
import { Button } from "@/components/ui/button";
import { parseApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/format";
import { browseQueryOptions } from "../../api/browse-api";
import { useCart } from "../../cart/use-cart";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { browseSearchParams, readBrowseFilters, type BrowseFilters } from "../../lib/browse-filters";
import { BrowseFiltersBar } from "./browse-filters-bar";
import { prefetchRestaurantMenu } from "../menu/menu-chunk";
import { RestaurantBrowseCard, RestaurantBrowseCardSkeleton, restaurantMenuHref } from "./restaurant-browse-card";

const SEARCH_DEBOUNCE_MS = 250;

/** A cart already started: one tap back to it (the browse list replaces the menu, not the cart). */
function CartBanner() {
  const { cart, itemCount, subtotalCents } = useCart();
  if (itemCount === 0 || !cart.restaurantId) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4" data-testid="banner-cart">
      <p className="inline-flex items-center gap-2 text-sm">
        <ShoppingBag aria-hidden="true" className="size-5 text-primary" />
        <span>
          Your cart: {itemCount} {itemCount === 1 ? "item" : "items"} from <strong>{cart.restaurantName}</strong> · {formatCents(subtotalCents)}
        </span>
      </p>
      <Button asChild size="sm" className="min-h-11">
        <Link href={`${restaurantMenuHref(cart.restaurantId)}#cart`}>View cart</Link>
      </Button>
    </div>
  );
}

/** `/order` before a restaurant is chosen: search, filters and restaurant cards, each opening its menu. */
/** The cards a phone or a desktop shows before scrolling: their pictures load at once, the rest when near. */
const EAGER_CARDS = 3;

export function RestaurantBrowser() {
  const [params, setParams] = useSearchParams();
  const filters = readBrowseFilters(params);
  const [search, setSearch] = useState(filters.q);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const browse = useQuery(browseQueryOptions(filters));

  const apply = (next: BrowseFilters) => setParams(browseSearchParams(next), { replace: true });

  // Typing settles into the URL (and so the query); Back and links that change ?q= settle into the box.
  useEffect(() => {
    if (debounced.trim() !== filters.q.trim()) apply({ ...filters, q: debounced });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search writes the URL
  }, [debounced]);
  useEffect(() => {
    setSearch((s) => (s.trim() === filters.q.trim() ? s : filters.q));
  }, [filters.q]);

  const data = browse.data;
  const count = data?.restaurants.length ?? 0;
  return (
    <div className="grid gap-6" data-testid="restaurant-browser">
      <CartBanner />
      <BrowseFiltersBar
        search={search}
        onSearch={setSearch}
        filters={filters}
        onChange={(f) => {
          setSearch(f.q);
          apply(f);
        }}
        cuisines={data?.cuisines ?? []}
        dietary={data?.dietary ?? []}
      />
      {browse.isError ? (
        <ErrorState title="We couldn't load the restaurants." message={parseApiError(browse.error).message} onRetry={() => void browse.refetch()} testId="error-restaurants" />
      ) : data ? (
        <section aria-labelledby="browse-results" aria-busy={browse.isPlaceholderData}>
          <h2 id="browse-results" className="mb-4 text-sm font-medium text-muted-foreground" aria-live="polite" data-testid="text-browse-count">
            {count === 1 ? "1 restaurant" : `${count} restaurants`}
          </h2>
          {count === 0 ? (
            <EmptyState icon={SearchX} title="No restaurants match" text="Try another search, or clear the filters to see every restaurant." testId="empty-browse" />
          ) : (
            <ul
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
              data-testid="list-browse-restaurants"
              onPointerOver={prefetchRestaurantMenu}
              onTouchStart={prefetchRestaurantMenu}
              onFocus={prefetchRestaurantMenu}
            >
              {data.restaurants.map((r, i) => (
                <li key={r.id} className="grid">
                  <RestaurantBrowseCard restaurant={r} firstOnScreen={i < EAGER_CARDS} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" data-testid="skeleton-browse">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <RestaurantBrowseCardSkeleton />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
