/**
 * The settings form's words (issue 33 §3): the loader hands them as written (`messagesFor`) and the sections show
 * them, filling a day's name where a message has one (app/lib/i18n/fill.ts). Keys and types only: no catalogue.
 */
import type { MessageKey } from '~/lib/i18n/catalogues/en';

export const FORM_KEYS = [
  'businessSettings.basics',
  'businessSettings.name',
  'businessSettings.about',
  'businessSettings.storefront',
  'businessSettings.open',
  'businessSettings.hidden',
  'businessSettings.whatYouSell',
  'businessSettings.categoriesHint',
  'businessSettings.contact',
  'businessSettings.phone',
  'businessSettings.whatsApp',
  'businessSettings.email',
  'businessSettings.website',
  'businessSettings.address',
  'businessSettings.shop',
  'businessSettings.shopPlaceholder',
  'businessSettings.street',
  'businessSettings.suburb',
  'businessSettings.city',
  'businessSettings.province',
  'businessSettings.mapLocation',
  'businessSettings.lat',
  'businessSettings.lng',
  'businessSettings.pinHint',
  'businessSettings.hours',
  'businessSettings.day',
  'businessSettings.opens',
  'businessSettings.closes',
  'businessSettings.closed',
  'businessSettings.dayOpens',
  'businessSettings.dayCloses',
  'businessSettings.closedOn',
  'businessSettings.copyMonday',
  'businessSettings.monday',
  'businessSettings.tuesday',
  'businessSettings.wednesday',
  'businessSettings.thursday',
  'businessSettings.friday',
  'businessSettings.saturday',
  'businessSettings.sunday',
  'businessSettings.socials',
  'businessSettings.handlePlaceholder',
  'businessSettings.photos',
  'businessSettings.currentLogo',
  'businessSettings.logo',
  'businessSettings.logoHint',
  'businessSettings.currentCover',
  'businessSettings.cover',
  'businessSettings.coverHint',
  'businessSettings.checkFields',
  'businessSettings.saving',
] as const satisfies readonly MessageKey[];

export type SettingsWords = Record<(typeof FORM_KEYS)[number], string>;

/** A weekday's name ('monday' → 'Muvhuro'); a day the form does not know reads as stored. */
export const dayName = (w: SettingsWords, day: string) => w[`businessSettings.${day}` as keyof SettingsWords] ?? day;
