import type { CourierTracking } from "@tavola/contracts";
import { boundsOf, mapPoints, MARKER_COLOURS } from "../lib/map-points";

const WIDTH = 320;
const HEIGHT = 200;

/**
 * The map without tiles or WebGL: the restaurant, the address, the courier and their trail on a plain background,
 * placed by longitude and latitude (equirectangular, scaled by the latitude's cosine so distances look right).
 * Shown while MapLibre loads, and instead of it where it cannot run.
 */
export function PlainMap({ tracking, label }: { tracking: CourierTracking; label: string }) {
  const points = mapPoints(tracking);
  const b = boundsOf([...points, ...tracking.trail]);
  const k = Math.cos((((b.north + b.south) / 2) * Math.PI) / 180);
  const spanX = (b.east - b.west) * k;
  const spanY = b.north - b.south;
  const scale = Math.min(WIDTH / spanX, HEIGHT / spanY);
  const offX = (WIDTH - spanX * scale) / 2;
  const offY = (HEIGHT - spanY * scale) / 2;
  const x = (lng: number) => offX + (lng - b.west) * k * scale;
  const y = (lat: number) => offY + (b.north - lat) * scale;
  const trail = tracking.trail.map((p) => `${x(p.lng).toFixed(1)},${y(p.lat).toFixed(1)}`).join(" ");
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="h-full w-full rounded-lg bg-muted" data-testid="map-plain">
      {trail && <polyline points={trail} fill="none" stroke={MARKER_COLOURS.courier} strokeWidth="3" strokeOpacity="0.5" strokeLinejoin="round" />}
      {points.map((p) => (
        <g key={p.kind} data-testid={`map-marker-${p.kind}`} aria-label={p.label} data-lat={p.lat} data-lng={p.lng}>
          <circle cx={x(p.lng)} cy={y(p.lat)} r={p.kind === "courier" ? 9 : 7} fill={MARKER_COLOURS[p.kind]} stroke="white" strokeWidth="2.5" />
        </g>
      ))}
    </svg>
  );
}
