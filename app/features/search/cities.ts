/**
 * Zimbabwean cities and towns with known centre coordinates, for near-you searches when the browser's
 * location is not available or not allowed. Slugs go in URLs and the remembered-city cookie.
 */
export interface City {
  slug: string;
  name: string;
  lat: number;
  lng: number;
}

export const CITIES: readonly City[] = [
  { slug: 'harare', name: 'Harare', lat: -17.8292, lng: 31.0522 },
  { slug: 'bulawayo', name: 'Bulawayo', lat: -20.1325, lng: 28.6265 },
  { slug: 'chitungwiza', name: 'Chitungwiza', lat: -18.0127, lng: 31.0756 },
  { slug: 'mutare', name: 'Mutare', lat: -18.9707, lng: 32.6709 },
  { slug: 'gweru', name: 'Gweru', lat: -19.45, lng: 29.8167 },
  { slug: 'kwekwe', name: 'Kwekwe', lat: -18.9281, lng: 29.8149 },
  { slug: 'kadoma', name: 'Kadoma', lat: -18.3333, lng: 29.9153 },
  { slug: 'masvingo', name: 'Masvingo', lat: -20.0744, lng: 30.8328 },
  { slug: 'chinhoyi', name: 'Chinhoyi', lat: -17.3667, lng: 30.2 },
  { slug: 'marondera', name: 'Marondera', lat: -18.1853, lng: 31.5519 },
  { slug: 'norton', name: 'Norton', lat: -17.8833, lng: 30.7 },
  { slug: 'bindura', name: 'Bindura', lat: -17.3019, lng: 31.3306 },
  { slug: 'zvishavane', name: 'Zvishavane', lat: -20.3267, lng: 30.0665 },
  { slug: 'beitbridge', name: 'Beitbridge', lat: -22.2167, lng: 30 },
  { slug: 'victoria-falls', name: 'Victoria Falls', lat: -17.9243, lng: 25.8572 },
  { slug: 'hwange', name: 'Hwange', lat: -18.3646, lng: 26.4988 },
  { slug: 'kariba', name: 'Kariba', lat: -16.5167, lng: 28.8 },
  { slug: 'chiredzi', name: 'Chiredzi', lat: -21.05, lng: 31.6667 },
  { slug: 'rusape', name: 'Rusape', lat: -18.5278, lng: 32.1284 },
];

export function cityBySlug(slug: string | null | undefined): City | undefined {
  return CITIES.find((c) => c.slug === slug);
}

/** The radii a near-you search offers, in km. */
export const RADIUS_OPTIONS = [5, 10, 25, 50] as const;
export const DEFAULT_RADIUS_KM = 25;
