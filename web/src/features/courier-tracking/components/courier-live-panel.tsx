import { Bike, Navigation, Search, Store } from "lucide-react";
import { Component, lazy, Suspense, type ReactNode } from "react";
import type { CourierTracking } from "@tavola/contracts";
import { useCourierTracking } from "../api/courier-tracking-api";
import { arrivingText, courierHeadline, distanceText } from "../lib/courier-texts";
import { MARKER_COLOURS } from "../lib/map-points";
import { PlainMap } from "./plain-map";
import { RateCourier } from "./rate-courier";

const CourierMap = lazy(() => import("./courier-map"));

/** A map chunk that cannot be fetched (offline, a new deploy) leaves the plain drawing in its place. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const LEGEND = [
  ["restaurant", "Restaurant"],
  ["destination", "Your address"],
  ["courier", "Courier"],
] as const;

/** Which dot is which, in words beside the colours. */
function MapLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Map legend">
      {LEGEND.map(([kind, text]) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-full border-2 border-white" style={{ background: MARKER_COLOURS[kind] }} />
          {text}
        </li>
      ))}
    </ul>
  );
}

function mapLabel(t: CourierTracking): string {
  const parts = [`Map: ${t.restaurant.name}`];
  if (t.destination) parts.push("your address");
  if (t.position) parts.push(`${t.courier?.firstName ?? "the courier"}${t.distanceKm != null ? `, ${distanceText(t.distanceKm).replace("Courier is ", "")}` : ""}`);
  return parts.join(", ");
}

/**
 * The delivery's courier on the tracking page: who is coming, the ETA range and the distance in words, and the map
 * (lazy) beneath; when the job was withdrawn (the restaurant's own driver took it over), who is delivering it instead.
 * Nothing shows for orders without a platform courier, nor once the run is over.
 */
export function CourierLivePanel({ orderId, live = true }: { orderId: string; live?: boolean }) {
  const { tracking } = useCourierTracking(orderId, live);
  if (!tracking) return null;
  if (tracking.state === "finished" && (tracking.canRate || tracking.myRating !== null)) return <RateCourier orderId={orderId} tracking={tracking} />;
  const headline = courierHeadline(tracking);
  if (!headline) return null;
  const carrying = tracking.state === "to_restaurant" || tracking.state === "to_customer";
  const label = mapLabel(tracking);
  return (
    <section className="grid gap-3 rounded-lg border p-3" aria-labelledby="courier-headline" data-testid="section-courier-live">
      <div className="grid gap-1">
        <h3 id="courier-headline" className="flex items-center gap-2 font-semibold" data-testid="text-courier-headline">
          {tracking.state === "finding" ? <Search aria-hidden="true" className="size-4" /> : tracking.state === "restaurant_driver" ? <Store aria-hidden="true" className="size-4" /> : <Bike aria-hidden="true" className="size-4" />}
          {headline}
        </h3>
        {/* Polite: a screen reader hears the new range and distance as the courier moves, without being interrupted. */}
        <div aria-live="polite" className="grid gap-0.5 text-sm">
          {tracking.eta && (
            <p className="font-semibold" data-testid="text-courier-eta">
              {arrivingText(tracking.eta)}
              {tracking.eta.stale && <span className="font-normal text-muted-foreground"> · location not updated recently</span>}
            </p>
          )}
          {tracking.distanceKm != null && (
            <p className="flex items-center gap-1 text-muted-foreground" data-testid="text-courier-distance">
              <Navigation aria-hidden="true" className="size-3.5" />
              {distanceText(tracking.distanceKm)}
            </p>
          )}
          {carrying && !tracking.position && <p className="text-muted-foreground">The map shows your courier once their phone shares its location.</p>}
          {tracking.state === "finding" && (
            <p className="text-muted-foreground" data-testid="text-finding-courier">
              {tracking.redispatched ? "Your courier couldn't continue. We're offering the delivery to couriers nearby." : "Couriers nearby are being offered your delivery."}
            </p>
          )}
          {tracking.state === "restaurant_driver" && (
            <p className="text-muted-foreground" data-testid="text-restaurant-driver">
              {tracking.redispatched ? "Your courier couldn't continue, so the restaurant sent its own driver." : "The restaurant sent its own driver."} No live map for this delivery.
            </p>
          )}
        </div>
      </div>
      {carrying && (
        <>
        <div className="h-56 sm:h-72">
          <MapBoundary fallback={<PlainMap tracking={tracking} label={label} />}>
            <Suspense fallback={<PlainMap tracking={tracking} label={label} />}>
              <CourierMap tracking={tracking} label={label} />
            </Suspense>
          </MapBoundary>
        </div>
        <MapLegend />
        </>
      )}
    </section>
  );
}
