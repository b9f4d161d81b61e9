/**
 * Zimbabwean cities and towns a business can be in, with their province and the centre used as the map
 * location when the vendor gives none (a pin in the right town beats no pin; they can move it later).
 */
export interface ZimbabwePlace {
  city: string;
  province: string;
  lat: number;
  lng: number;
}

export const ZIMBABWE_PLACES: readonly ZimbabwePlace[] = [
  { city: 'Harare', province: 'Harare Metropolitan', lat: -17.8292, lng: 31.0522 },
  { city: 'Bulawayo', province: 'Bulawayo Metropolitan', lat: -20.1325, lng: 28.6265 },
  { city: 'Chitungwiza', province: 'Harare Metropolitan', lat: -18.0127, lng: 31.0756 },
  { city: 'Epworth', province: 'Harare Metropolitan', lat: -17.89, lng: 31.1475 },
  { city: 'Ruwa', province: 'Mashonaland East', lat: -17.8897, lng: 31.2447 },
  { city: 'Mutare', province: 'Manicaland', lat: -18.9707, lng: 32.6709 },
  { city: 'Rusape', province: 'Manicaland', lat: -18.5278, lng: 32.1284 },
  { city: 'Gweru', province: 'Midlands', lat: -19.45, lng: 29.8167 },
  { city: 'Kwekwe', province: 'Midlands', lat: -18.9281, lng: 29.8149 },
  { city: 'Zvishavane', province: 'Midlands', lat: -20.3267, lng: 30.0665 },
  { city: 'Shurugwi', province: 'Midlands', lat: -19.67, lng: 30.0 },
  { city: 'Kadoma', province: 'Mashonaland West', lat: -18.3333, lng: 29.9153 },
  { city: 'Chinhoyi', province: 'Mashonaland West', lat: -17.3667, lng: 30.2 },
  { city: 'Chegutu', province: 'Mashonaland West', lat: -18.13, lng: 30.14 },
  { city: 'Norton', province: 'Mashonaland West', lat: -17.8833, lng: 30.7 },
  { city: 'Kariba', province: 'Mashonaland West', lat: -16.5167, lng: 28.8 },
  { city: 'Marondera', province: 'Mashonaland East', lat: -18.1853, lng: 31.5519 },
  { city: 'Bindura', province: 'Mashonaland Central', lat: -17.3019, lng: 31.3306 },
  { city: 'Masvingo', province: 'Masvingo', lat: -20.0744, lng: 30.8328 },
  { city: 'Chiredzi', province: 'Masvingo', lat: -21.05, lng: 31.6667 },
  { city: 'Gwanda', province: 'Matabeleland South', lat: -20.9333, lng: 29.0 },
  { city: 'Beitbridge', province: 'Matabeleland South', lat: -22.2167, lng: 30.0 },
  { city: 'Victoria Falls', province: 'Matabeleland North', lat: -17.9243, lng: 25.8572 },
  { city: 'Hwange', province: 'Matabeleland North', lat: -18.3646, lng: 26.4988 },
];

export const ZIMBABWE_PROVINCES = [
  'Bulawayo Metropolitan',
  'Harare Metropolitan',
  'Manicaland',
  'Mashonaland Central',
  'Mashonaland East',
  'Mashonaland West',
  'Masvingo',
  'Matabeleland North',
  'Matabeleland South',
  'Midlands',
] as const;

/** A generous box around Zimbabwe: a map location outside it is a typing mistake (a swapped sign, lat for lng). */
export const ZIMBABWE_BOUNDS = { minLat: -22.5, maxLat: -15.5, minLng: 25.0, maxLng: 33.2 } as const;

export function placeOf(city: string): ZimbabwePlace | undefined {
  const wanted = city.trim().replace(/\s+/g, ' ').toLowerCase();
  return ZIMBABWE_PLACES.find((p) => p.city.toLowerCase() === wanted);
}
