/**
 * Business settings for their owner: the draft of one business, the defaults of a new one, create and update
 * (spec §3, §7). Thin map GraphQL ⇄ schema/rest/business-settings.ts, plus spec §8's rule for these two
 * writes: an answer whose data.code is 500 is a failure showing data.message.
 */
import { SOCIAL_NETWORKS, WEEKDAYS, defaultOpeningTimes } from '../../../schema/rest/business-rules';
import * as contract from '../../../schema/rest/business-settings';
import type { RestBusinessSettings, RestWriteFailure } from '../../../schema/rest/business-settings';
import { RestError, defaultMessage, safeServerMessage, userErrorsFrom } from '../../errors';
import type { BusinessSettingsInput, BusinessStatus, Resolvers } from '../../generated/resolvers';

/** A stored draft, or the defaults of a new business (no id, slug or pin yet). */
export type BusinessSettingsParent = Omit<RestBusinessSettings, 'bID' | 'slug' | 'location'> & {
  bID: number | null;
  slug: string | null;
  location: RestBusinessSettings['location'] | null;
};

export function newBusinessDefaults(): BusinessSettingsParent {
  return {
    bID: null,
    slug: null,
    status: 'publish',
    name: '',
    description: '',
    categories: [],
    phone: null,
    whatsApp: null,
    email: null,
    website: null,
    address: { shopAddress: null, streetAddress: null, suburb: null, city: '', province: '', country: 'Zimbabwe' },
    location: null,
    openingTimes: defaultOpeningTimes(),
    socials: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, null])) as RestBusinessSettings['socials'],
    logo: null,
    coverImage: null,
  };
}

/** Spec §8: "Create or update business with data.code 500 is treated as failure, using data.message." */
export function writeFailureMessage(answer: RestBusinessSettings | RestWriteFailure, operation: 'createBusiness' | 'updateBusiness'): string | null {
  if (!('code' in answer) || answer.code !== 500) return null;
  return safeServerMessage(answer.message) ?? defaultMessage(operation);
}

/** The REST body for a GraphQL draft: fields left out (null) are left out, so stored values or defaults apply. */
export function restDraft(input: BusinessSettingsInput) {
  const defined = <T>(v: T | null | undefined) => (v === null ? undefined : v);
  return {
    status: input.status ? (input.status.toLowerCase() as 'publish' | 'draft') : undefined,
    name: defined(input.name),
    description: defined(input.description),
    categories: input.categoryIds ? input.categoryIds.map(Number) : undefined,
    phone: defined(input.phone),
    whatsApp: defined(input.whatsApp),
    email: defined(input.email),
    website: defined(input.website),
    address: input.address
      ? {
          shopAddress: input.address.shopAddress ?? null,
          streetAddress: input.address.streetAddress ?? null,
          suburb: input.address.suburb ?? null,
          city: input.address.city,
          province: input.address.province ?? null,
        }
      : undefined,
    location: input.location ? { lat: input.location.lat, lng: input.location.lng } : undefined,
    openingTimes: input.openingHours
      ? Object.fromEntries(input.openingHours.map((d) => [d.day, { open: d.open, close: d.close, disabled: d.closed ?? null }]))
      : undefined,
    socials: input.socials ? Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, input.socials?.[n] ?? null])) : undefined,
    logo: defined(input.logo),
    coverImage: defined(input.coverImage),
  };
}

/** REST names a field "openingTimes.friday.close: …"; GraphQL clients know it as openingHours.friday.close. */
const GRAPHQL_FIELD: Record<string, string> = { categories: 'categoryIds', openingTimes: 'openingHours' };

function fieldErrors(error: unknown) {
  const [first] = userErrorsFrom(error);
  const match = /^([A-Za-z]+(?:\.[A-Za-z0-9]+)*): (.+)$/.exec(first.message);
  if (!match || !(error instanceof RestError) || error.status !== 400) return [first];
  const [head, ...rest] = match[1].split('.');
  return [{ field: [GRAPHQL_FIELD[head] ?? head, ...rest].join('.'), message: match[2] }];
}

async function write(operation: 'createBusiness' | 'updateBusiness', run: () => Promise<RestBusinessSettings | RestWriteFailure>) {
  try {
    const answer = await run();
    const failure = writeFailureMessage(answer, operation);
    if (failure) return { settings: null, userErrors: [{ field: null, message: failure }], upgradeRequired: false };
    return { settings: answer as RestBusinessSettings, userErrors: [], upgradeRequired: false };
  } catch (error) {
    // 403 on create: not a vendor, no subscription or the package's limit — all fixed by (up)grading.
    const upgradeRequired = operation === 'createBusiness' && error instanceof RestError && error.status === 403;
    return { settings: null, userErrors: fieldErrors(error), upgradeRequired };
  }
}

const ID = /^\d{1,12}$/;

export const businessSettingsResolvers: Resolvers = {
  Query: {
    businessSettings: async (_root, { businessId }, ctx) => {
      if (!ctx.token || !ID.test(businessId)) return null;
      try {
        return await ctx.rest.call(contract.getBusinessSettings, { query: { bID: Number(businessId) } });
      } catch (error) {
        // Someone else's business reads as no business, like an unknown id.
        if (error instanceof RestError && (error.status === 404 || error.status === 403)) return null;
        throw error;
      }
    },
    newBusinessSettings: () => newBusinessDefaults(),
  },
  Mutation: {
    createBusiness: (_root, { input }, ctx) => write('createBusiness', () => ctx.rest.call(contract.createBusiness, { body: restDraft(input) })),
    updateBusiness: (_root, { input }, ctx) => {
      if (!ID.test(input.businessId))
        return { settings: null, userErrors: [{ field: 'businessId', message: 'Business not found' }], upgradeRequired: false };
      return write('updateBusiness', () =>
        ctx.rest.call(contract.updateBusiness, { body: { bID: Number(input.businessId), ...restDraft(input.settings) } }),
      );
    },
  },
  BusinessSettings: {
    id: (s) => (s.bID === null ? null : String(s.bID)),
    status: (s) => s.status.toUpperCase() as BusinessStatus,
    categoryIds: (s) => s.categories.map(String),
    openingHours: (s) =>
      WEEKDAYS.map((day) => ({ day, open: s.openingTimes[day].open, close: s.openingTimes[day].close, closed: s.openingTimes[day].disabled })),
  },
};
