/**
 * The settings form's values as the form holds them (text, ticked boxes), made from a stored draft or from
 * what was posted — so a refused post shows exactly what was typed — and the form's field names.
 */
import type { BusinessSettingsPartsFragment, BusinessStatus } from '~/graphql/generated/graphql';

export const SOCIAL_FIELDS = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['tiktok', 'TikTok'],
  ['twitter', 'X (Twitter)'],
  ['linkedin', 'LinkedIn'],
] as const;
export type SocialField = (typeof SOCIAL_FIELDS)[number][0];

export interface HoursValue {
  day: string;
  open: string;
  close: string;
  closed: boolean;
}

export interface SettingsValues {
  status: BusinessStatus;
  name: string;
  description: string;
  categoryIds: string[];
  phone: string;
  whatsApp: string;
  email: string;
  website: string;
  shopAddress: string;
  streetAddress: string;
  suburb: string;
  city: string;
  province: string;
  lat: string;
  lng: string;
  hours: HoursValue[];
  socials: Record<SocialField, string>;
  /** What the page shows as the current photos (stored, or uploaded by an earlier refused post). */
  logo: string | null;
  coverImage: string | null;
  /** Photos this form already uploaded on a refused post: sent again so they are not lost. */
  uploadedLogo: string;
  uploadedCoverImage: string;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** "Copy Monday to all weekdays": Monday's hours (and its Closed box) on Tuesday to Friday; the weekend as it was. */
export function copyMondayToWeekdays(hours: HoursValue[]): HoursValue[] {
  const monday = hours.find((d) => d.day === 'monday');
  if (!monday) return hours;
  return hours.map((d) => (WEEKDAYS.includes(d.day) ? { ...monday, day: d.day } : d));
}

/** The `intent` of the hours' "Copy Monday to all weekdays" button. */
export const COPY_MONDAY = 'copy-monday';

/** Form field names of the per-day hours inputs. */
export const hoursField = (kind: 'open' | 'close' | 'closed', day: string) => `${kind}-${day}`;

/**
 * A stored draft (or a new business's defaults) as form values. An empty "closed" flag (a day the vendor has not
 * decided: Friday to Sunday of a new store) shows ticked, as the API stores it: closed until the vendor opens it.
 */
export function valuesFromSettings(s: BusinessSettingsPartsFragment): SettingsValues {
  return {
    status: s.status,
    name: s.name,
    description: s.description,
    categoryIds: s.categoryIds,
    phone: s.phone ?? '',
    whatsApp: s.whatsApp ?? '',
    email: s.email ?? '',
    website: s.website ?? '',
    shopAddress: s.address.shopAddress ?? '',
    streetAddress: s.address.streetAddress ?? '',
    suburb: s.address.suburb ?? '',
    city: s.address.city,
    province: s.address.province,
    lat: s.location ? String(s.location.lat) : '',
    lng: s.location ? String(s.location.lng) : '',
    hours: s.openingHours.map((d) => ({ day: d.day, open: d.open, close: d.close, closed: d.closed !== false })),
    socials: Object.fromEntries(SOCIAL_FIELDS.map(([n]) => [n, s.socials[n] ?? ''])) as Record<SocialField, string>,
    logo: s.logo ?? null,
    coverImage: s.coverImage ?? null,
    uploadedLogo: '',
    uploadedCoverImage: '',
  };
}

/** Which form field an API error is about ("address.city" → city, "openingHours.friday.close" → close-friday). */
export function formFieldOf(apiField: string | null | undefined): string | null {
  if (!apiField) return null;
  const [head, second, third] = apiField.split('.');
  if (head === 'address' && second) return second;
  if (head === 'location') return second === 'lng' ? 'lng' : 'lat';
  if (head === 'socials' && second) return second;
  if (head === 'categoryIds') return 'categoryIds';
  if (head === 'openingHours') return second ? hoursField(third === 'close' ? 'close' : 'open', second) : 'hours';
  return head;
}
