/**
 * The store finder's map: the offline SVG map always renders (server-side, no network); when tiles are
 * configured, Leaflet is imported on demand after the page is interactive and takes over the same box.
 */
import { useEffect, useRef, useState } from 'react';
import { OfflineMap, type MapStore } from './offline-map';
import * as s from './store-finder.css';

interface Props {
  centre: { lat: number; lng: number };
  radiusKm: number;
  stores: MapStore[];
  label: string;
  tileUrl: string | null;
  attribution: string | null;
  /** What the points are, for the offline map's name (default "stores"). */
  noun?: string;
  /** The offline map's name in the page's language (stores.mapOf*); English from `noun` without. */
  mapLabel?: string;
}

export function StoreMap({ centre, radiusKm, stores, label, tileUrl, attribution, noun, mapLabel }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [tiles, setTiles] = useState<'off' | 'loading' | 'on' | 'failed'>('off');
  useEffect(() => {
    if (!tileUrl || !box.current) return;
    let unmount: (() => void) | undefined;
    let cancelled = false;
    setTiles('loading');
    import('./tile-map.client')
      .then(({ mountTileMap }) => {
        if (cancelled || !box.current) return;
        unmount = mountTileMap(box.current, { tileUrl, attribution, centre, radiusKm, stores });
        setTiles('on');
      })
      // No map library (offline, blocked): the offline map stays, which is enough to find a store.
      .catch(() => setTiles('failed'));
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [tileUrl, attribution, centre, radiusKm, stores]);
  return (
    // data-tile-map: where a low-data page offers the street map it leaves out (server/low-data-page.ts).
    <div className={s.mapFrame} data-tile-map={tileUrl ? '' : undefined}>
      <div ref={box} className={tiles === 'on' ? s.tileMap : s.hidden} />
      {tiles !== 'on' ? <OfflineMap centre={centre} radiusKm={radiusKm} stores={stores} label={label} noun={noun} mapLabel={mapLabel} /> : null}
    </div>
  );
}
