/**
 * Where a near-you search is centred: the browser's location when the visitor allows it (JavaScript), else a
 * Zimbabwean city from a list; and how far to look. Part of the search form, so it works without JavaScript.
 */
import { useEffect, useState } from 'react';
import { fill } from '~/lib/i18n/fill';
import { CITIES, DEFAULT_RADIUS_KM, RADIUS_OPTIONS } from './cities';
import type { NearText } from './search-text';
import * as s from './search-page.css';

export function NearYouControls({
  city,
  radius,
  lat,
  lng,
  formId,
  text,
}: {
  city?: string;
  radius?: number;
  lat?: number;
  lng?: number;
  formId: string;
  text: NearText;
}) {
  const [status, setStatus] = useState<'idle' | 'locating' | 'denied'>('idle');
  // The location button needs JavaScript: it appears only once the page is interactive.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const locateMe = () => {
    if (!('geolocation' in navigator)) return setStatus('denied');
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const form = document.getElementById(formId) as HTMLFormElement | null;
        if (!form) return;
        (form.elements.namedItem('lat') as HTMLInputElement).value = position.coords.latitude.toFixed(5);
        (form.elements.namedItem('lng') as HTMLInputElement).value = position.coords.longitude.toFixed(5);
        (form.elements.namedItem('city') as unknown as HTMLSelectElement).value = '';
        form.requestSubmit();
        setStatus('idle');
      },
      () => setStatus('denied'),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };
  return (
    <fieldset className={s.group}>
      <legend className={s.legend}>{text['search.near']}</legend>
      <input type="hidden" name="lat" defaultValue={lat ?? ''} />
      <input type="hidden" name="lng" defaultValue={lng ?? ''} />
      {interactive ? (
        <button type="button" className={s.control} onClick={locateMe}>
          {text[status === 'locating' ? 'search.locating' : lat !== undefined ? 'search.usingLocation' : 'search.useLocation']}
        </button>
      ) : null}
      {status === 'denied' ? <p className={s.count}>{text['search.locationDenied']}</p> : null}
      <label className={s.legend} htmlFor="near-city">
        {text['search.cityOrTown']}
      </label>
      <select
        id="near-city"
        name="city"
        className={s.control}
        defaultValue={lat !== undefined ? '' : (city ?? '')}
        onChange={(e) => {
          // A chosen city replaces the browser position.
          const form = e.currentTarget.form;
          if (form) (form.elements.namedItem('lat') as HTMLInputElement).value = '';
          if (form) (form.elements.namedItem('lng') as HTMLInputElement).value = '';
        }}
      >
        <option value="">{text['search.chooseCityOption']}</option>
        {CITIES.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </select>
      <label className={s.legend} htmlFor="near-radius">
        {text['search.within']}
      </label>
      <select id="near-radius" name="radius" className={s.control} defaultValue={String(radius ?? DEFAULT_RADIUS_KM)}>
        {RADIUS_OPTIONS.map((r) => (
          <option key={r} value={r}>
            {fill(text['search.km'], { count: r })}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
