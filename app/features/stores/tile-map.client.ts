/**
 * The interactive map with tiles, for when a tile server is configured (MAP_TILE_URL). Loaded on demand by the
 * store finder only, so Leaflet never weighs on any other page; tiles load progressively over the offline map.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapStore } from './offline-map';

export interface TileMapOptions {
  tileUrl: string;
  attribution: string | null;
  centre: { lat: number; lng: number };
  radiusKm: number;
  stores: MapStore[];
}

export function mountTileMap(element: HTMLElement, options: TileMapOptions): () => void {
  const map = L.map(element, { scrollWheelZoom: false });
  L.tileLayer(options.tileUrl, { maxZoom: 18, attribution: options.attribution ?? '' }).addTo(map);
  const area = L.circle([options.centre.lat, options.centre.lng], {
    radius: options.radiusKm * 1000,
    color: '#0b7a3e',
    weight: 1,
    fillOpacity: 0.05,
  }).addTo(map);
  options.stores.forEach((store, i) => {
    L.circleMarker([store.lat, store.lng], { radius: 9, color: '#ffffff', weight: 2, fillColor: '#0b7a3e', fillOpacity: 1 })
      .bindTooltip(`${i + 1}. ${store.name}`)
      .addTo(map);
  });
  map.fitBounds(area.getBounds());
  return () => map.remove();
}
