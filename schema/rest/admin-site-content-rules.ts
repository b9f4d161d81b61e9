/**
 * What every call of the editors' site content contract shares (issue 29; admin-site-content.ts re-exports it):
 * the field messages tests quote, where a link may point, statuses, the up/down move and the admin list query.
 */
import { z } from 'zod';
import { adminListQuery, idParam, operatorText as text } from './admin-lists';
import { TESTIMONIAL_TEXT } from './testimonials-rules';

export { idParam };

export const SITE_CONTENT_MESSAGES = {
  editedMeanwhile: 'Another editor changed this at the same time; nothing changed. Look at it again and retry.',
  menuNotFound: 'Menu not found',
  itemNotFound: 'Menu item not found',
  itemTitle: 'Give the item a title of 1 to 60 characters',
  link: 'Use a site path starting with / (like /faqs) or a full https:// address',
  parent: 'An item can go only under a top-level item of the same menu',
  hasChildren: 'Move or remove its sub-items first',
  cannotMove: (direction: string) => `It is already the ${direction === 'up' ? 'first' : 'last'} at its level; nothing changed`,
  centreNotFound: 'Shopping centre not found',
  centreName: 'Give the centre a name of 2 to 80 characters',
  centreTaken: 'A shopping centre with this name already exists',
  description: 'The description may be at most 1000 characters',
  streetAddress: 'Give the street address in 2 to 120 characters',
  suburb: 'The suburb may be at most 60 characters',
  city: 'Give the city in 2 to 60 letters',
  lat: 'Latitude: a number between -22.5 and -15.5 (Zimbabwe)',
  lng: 'Longitude: a number between 25 and 33.1 (Zimbabwe)',
  hours: 'The opening hours may be at most 120 characters',
  parking: 'The parking note may be at most 200 characters',
  image: 'The image: a site path starting with / or a full https:// address',
  storeNotFound: 'No store has that web name (the part after /vendor/ in its address)',
  unit: 'The shop number may be at most 30 characters',
  testimonialNotFound: 'Testimonial not found',
  customerName: 'Give the customer’s name in 2 to 60 characters',
  customerRole: 'Choose Vendor or Buyer',
  testimonialText: `Write the story in ${TESTIMONIAL_TEXT.min} to ${TESTIMONIAL_TEXT.max} characters`,
  linkText: 'Give the link’s words in 2 to 60 characters',
  videoUrl: 'A video is a Musika blog video: /blog/video/its-name',
  expandable: 'Only a story of more than one sentence can open to the rest',
  noticeText: 'Give the notice text in 1 to 160 characters',
  noticeLinkText: 'The link’s words may be at most 40 characters',
  noticeLinkUrl: 'Use a site path starting with / (like /support/feedback) or a full https:// address',
  noticeTextAfter: 'The text after the link may be at most 120 characters',
  list: 'Error fetching site content',
  save: 'Error saving site content',
} as const;

/** Where a menu item, a notice or a picture may point: a path of this site, or an https address elsewhere. */
export function isSiteLink(value: string): boolean {
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true;
  if (!/^https:\/\/[^\s]+$/.test(value)) return false;
  try {
    return new URL(value).hostname.includes('.');
  } catch {
    return false;
  }
}
export const link = (message: string, optional = false) =>
  text(optional ? 0 : 1, 300, message).refine((v) => (optional && v === '') || isSiteLink(v), message);

export const CONTENT_STATUSES = ['publish', 'draft'] as const;
export const statusBody = z.object({ status: z.enum(CONTENT_STATUSES, { errorMap: () => ({ message: 'Choose publish or draft' }) }) });
export const moveBody = z.object({ direction: z.enum(['up', 'down'], { errorMap: () => ({ message: 'Choose up or down' }) }) });
export const listQuery = adminListQuery(['all', ...CONTENT_STATUSES] as const, 'all');
export const changed = z.boolean();
