import type { CourierTracking } from "@tavola/contracts";
import maplibregl, { type GeoJSONSource, type StyleSpecification } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import { useEffect, useRef, useState } from "react";
import { boundsOf, mapPoints, MARKER_COLOURS, type MapPoint } from "../lib/map-points";
import { PlainMap } from "./plain-map";

/** Under the markers when no style is configured or it cannot be fetched: a plain background, nothing downloaded. */
const PLAIN_STYLE: StyleSpecification = { version: 8, sources: {}, layers: [{ id: "background", type: "background", paint: { "background-color": "#e9eef2" } }] };
const STYLE_TIMEOUT_MS = 4_000;

async function loadStyle(url: string | null): Promise<StyleSpecification | string> {
  if (!url) return PLAIN_STYLE;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(STYLE_TIMEOUT_MS) });
    if (!res.ok) return PLAIN_STYLE;
    return (await res.json()) as StyleSpecification;
  } catch {
    return PLAIN_STYLE;
  }
}

function hasWebGl(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}

function markerElement(p: MapPoint): HTMLElement {
  const el = document.createElement("div");
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", p.label);
  el.dataset.testid = `map-marker-${p.kind}`;
  const size = p.kind === "courier" ? 20 : 16;
  el.style.cssText = `width:${size}px;height:${size}px;border-radius:9999px;background:${MARKER_COLOURS[p.kind]};border:3px solid white;box-shadow:0 1px 4px rgba(0,0,0,.35)`;
  return el;
}

const trailData = (t: CourierTracking) => ({ type: "Feature" as const, properties: {}, geometry: { type: "LineString" as const, coordinates: t.trail.map((p) => [p.lng, p.lat]) } });

/**
 * The MapLibre map (its own lazy chunk: only the tracking page of a delivery loads it): the configured style, or a
 * plain background when there is none or it cannot be fetched; markers are DOM elements, so they show either way.
 * Without WebGL the plain drawing stands in. Positions move the markers; the view refits when a point leaves it.
 */
export default function CourierMap({ tracking, label }: { tracking: CourierTracking; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<maplibregl.Map | null>(null);
  const markers = useRef(new Map<MapPoint["kind"], maplibregl.Marker>());
  const [failed, setFailed] = useState(() => !hasWebGl());
  const latest = useRef(tracking);
  latest.current = tracking;

  useEffect(() => {
    if (failed || !container.current) return;
    let disposed = false;
    const el = container.current;
    const placed = markers.current;
    void loadStyle(tracking.mapStyleUrl).then((style) => {
      if (disposed) return;
      try {
        const b = boundsOf([...mapPoints(latest.current), ...latest.current.trail]);
        const m = new maplibregl.Map({ container: el, style, bounds: [b.west, b.south, b.east, b.north], attributionControl: { compact: true }, cooperativeGestures: true });
        m.on("load", () => {
          m.addSource("trail", { type: "geojson", data: trailData(latest.current) });
          m.addLayer({ id: "trail", type: "line", source: "trail", paint: { "line-color": MARKER_COLOURS.courier, "line-width": 4, "line-opacity": 0.5 } });
        });
        map.current = m;
        place(m, latest.current);
      } catch {
        setFailed(true);
      }
    });
    return () => {
      disposed = true;
      map.current?.remove();
      map.current = null;
      placed.clear();
    };
    // One map per mount; later views move its markers (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);

  const place = (m: maplibregl.Map, t: CourierTracking) => {
    const points = mapPoints(t);
    for (const p of points) {
      const existing = markers.current.get(p.kind);
      if (existing) existing.setLngLat([p.lng, p.lat]);
      else markers.current.set(p.kind, new maplibregl.Marker({ element: markerElement(p) }).setLngLat([p.lng, p.lat]).addTo(m));
    }
    (m.getSource("trail") as GeoJSONSource | undefined)?.setData(trailData(t));
    const view = m.getBounds();
    if (points.some((p) => !view.contains([p.lng, p.lat]))) {
      const b = boundsOf([...points, ...t.trail]);
      m.fitBounds([b.west, b.south, b.east, b.north], { duration: 300 });
    }
  };

  useEffect(() => {
    if (map.current) place(map.current, tracking);
  });

  if (failed) return <PlainMap tracking={tracking} label={label} />;
  return <div ref={container} role="region" aria-label={label} className="h-full w-full overflow-hidden rounded-lg" data-testid="map-maplibre" />;
}
