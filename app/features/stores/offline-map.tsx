/**
 * A map that needs no network: the stores plotted around the search centre on an SVG, numbered as in the list,
 * with the search radius drawn. Small (a few hundred bytes of markup), so it works on any phone and offline.
 */
export interface MapStore {
  id: string;
  name: string;
  lat: number;
  lng: number;
}

const SIZE = 320;
const KM_PER_DEGREE = 111.32;

export function project(centre: { lat: number; lng: number }, radiusKm: number, point: { lat: number; lng: number }) {
  // Equirectangular: accurate enough over a city-sized radius.
  const scale = (SIZE * 0.45) / radiusKm;
  const dx = (point.lng - centre.lng) * KM_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180);
  const dy = (point.lat - centre.lat) * KM_PER_DEGREE;
  return { x: SIZE / 2 + dx * scale, y: SIZE / 2 - dy * scale };
}

/** Kilometres from the centre (equirectangular, as the plot itself): close enough within a city. */
export function kmFrom(centre: { lat: number; lng: number }, point: { lat: number; lng: number }) {
  const dx = (point.lng - centre.lng) * KM_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180);
  const dy = (point.lat - centre.lat) * KM_PER_DEGREE;
  return Math.hypot(dx, dy);
}

export function OfflineMap({
  centre,
  radiusKm,
  stores,
  label,
  noun = 'stores',
  mapLabel,
}: {
  centre: { lat: number; lng: number };
  radiusKm: number;
  stores: MapStore[];
  label: string;
  /** What the points are, for the map's name ("stores", "shopping centres"). */
  noun?: string;
  /** The map's name in the page's language; English from `noun` without. */
  mapLabel?: string;
}) {
  // Zoom to the stores found when they sit well inside the search radius, so they do not pile up in the middle.
  const farthest = Math.max(0, ...stores.map((s) => kmFrom(centre, s)));
  const viewKm = stores.length ? Math.min(radiusKm, Math.max(1, farthest * 1.25)) : radiusKm;
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={mapLabel ?? `Map of ${stores.length} ${noun} within ${radiusKm} km of ${label}`}
      width="100%"
    >
      <rect width={SIZE} height={SIZE} fill="#e7f4ec" rx="12" />
      <circle cx={SIZE / 2} cy={SIZE / 2} r={SIZE * 0.45} fill="#ffffff" stroke="#0b7a3e" strokeDasharray="6 4" />
      <text x={SIZE / 2} y={SIZE * 0.05 + 12} textAnchor="middle" fontSize="11" fill="#5b6475">
        {Number.isInteger(viewKm) ? viewKm : viewKm.toFixed(1)} km
      </text>
      <path d={`M${SIZE / 2 - 8} ${SIZE / 2}h16M${SIZE / 2} ${SIZE / 2 - 8}v16`} stroke="#1d2433" strokeWidth="2" />
      {stores.map((s, i) => {
        const { x, y } = project(centre, viewKm, s);
        return (
          <g key={s.id}>
            <title>{`${i + 1}. ${s.name}`}</title>
            <circle cx={x} cy={y} r="10" fill="#0b7a3e" stroke="#ffffff" strokeWidth="2" />
            <text x={x} y={y + 4} textAnchor="middle" fontSize="10" fontWeight="700" fill="#ffffff">
              {i + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
