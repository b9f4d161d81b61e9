/**
 * Business settings (spec §3, §7): POST /business/create, PUT /business/update and GET /business/settings.
 * The rules are documented in schema/rest/business-settings.ts. Creating needs the vendor role, an active
 * subscription and room under the package's business limit; reading and updating need the business's runner.
 */
import type { Context } from 'hono';
import * as contract from '../../schema/rest/business-settings';
import { BUSINESS_MESSAGES, type BusinessDraftValues, type RestBusinessSettings } from '../../schema/rest/business-settings';
import { placeOf } from '../../schema/rest/zimbabwe-places';
import { toPackage } from '../auth/session';
import { requireUser } from '../auth/tokens';
import { setPurgeHeader } from '../cache/purge-tags';
import type { Db } from '../db/client';
import { activeSubscription, findUserById } from '../auth/accounts-queries';
import { requireBusinessRunner } from './business-access-queries';
import {
  findBusinessRow,
  freeSlug,
  insertBusiness,
  ownedBusinessCount,
  readSettings,
  slugify,
  unknownCategories,
  writeBusiness,
  type ResolvedDraft,
} from './business-settings-queries';
import { constraintFailure } from '../db/run-batch';
import { HttpError, mount, type BackendApp } from '../http';
import { clockNow } from '../clock';

/** Field-named 400s read like the contract's own validation messages ("path: message"). */
const invalid = (field: string, message: string) => new HttpError(400, `${field}: ${message}`);

/** Checks what the contract cannot (categories exist) and fills the place: canonical city, province, map pin. */
async function resolveDraft(db: Db, draft: BusinessDraftValues, keepLocation: { lat: number; lng: number } | null = null): Promise<ResolvedDraft> {
  const unknown = await unknownCategories(db, draft.categories);
  if (unknown.length) throw invalid('categories', BUSINESS_MESSAGES.unknownCategory(unknown[0]));
  const place = placeOf(draft.address.city);
  const province = draft.address.province ?? place?.province;
  if (!province) throw invalid('address.province', BUSINESS_MESSAGES.provinceRequired);
  const location = draft.location ?? keepLocation ?? (place ? { lat: place.lat, lng: place.lng } : null);
  if (!location) throw invalid('location', BUSINESS_MESSAGES.unknownPlace(draft.address.city));
  return { ...draft, address: { ...draft.address, city: place?.city ?? draft.address.city, province }, location };
}

/** Refuses a create the vendor's package does not allow (403: the app offers an upgrade). */
async function requireRoomForBusiness(db: Db, userId: number, now: Date): Promise<void> {
  const user = await findUserById(db, userId);
  const roles: unknown = user ? JSON.parse(user.roles) : [];
  if (!Array.isArray(roles) || !roles.includes('vendor')) throw new HttpError(403, BUSINESS_MESSAGES.notVendor);
  const current = await activeSubscription(db, userId, now);
  if (!current) throw new HttpError(403, BUSINESS_MESSAGES.noSubscription);
  const pkg = toPackage(current.pkg);
  const limit = pkg.limits.businesses ?? 0;
  if (limit !== -1 && (await ownedBusinessCount(db, userId)) >= limit) throw new HttpError(403, BUSINESS_MESSAGES.limitReached(pkg.name, limit));
}

const slugTaken = (error: unknown) => {
  const failure = constraintFailure(error);
  return failure?.kind === 'unique' && /slug/.test(failure.detail);
};

/** Runs a write that claims `slug`, choosing again when another write took it in the meantime. */
async function withFreeSlug<T>(db: Db, base: string, ownerOf: number | undefined, write: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const slug = await freeSlug(db, base, ownerOf);
    try {
      return await write(slug);
    } catch (error) {
      if (attempt >= 2 || !slugTaken(error)) throw error;
    }
  }
}

/** The slug after a save: kept while the name still makes it (stable), else a free one for the new name. */
function keepsSlug(currentSlug: string, currentName: string, newName: string): boolean {
  if (newName === currentName) return true;
  const base = slugify(newName);
  return currentSlug === base || new RegExp(`^${base}-\\d+$`).test(currentSlug);
}

async function storedSettings(db: Db, bID: number): Promise<RestBusinessSettings> {
  const settings = await readSettings(db, bID);
  if (!settings) throw new HttpError(404, 'Business not found');
  return settings;
}

export function registerBusinessSettingsRoutes(app: BackendApp): void {
  mount(
    app,
    contract.createBusiness,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const { userId } = await requireUser(c, db, now);
      await requireRoomForBusiness(db, userId, now);
      const draft = await resolveDraft(db, body);
      const { id, slug } = await withFreeSlug(db, slugify(draft.name), undefined, async (slug) => ({
        id: await insertBusiness(db, userId, slug, draft, now),
        slug,
      }));
      // The stores list and search show the new business: retire cached copies.
      setPurgeHeader(c as Context, [`business:${slug}`]);
      return storedSettings(db, id);
    },
    { status: 201 },
  );

  mount(app, contract.updateBusiness, async ({ db, body, c }) => {
    const { bID, ...changes } = body;
    await requireBusinessRunner(c, db, bID);
    const [row, stored] = await Promise.all([findBusinessRow(db, bID), storedSettings(db, bID)]);
    if (!row) throw new HttpError(404, 'Business not found');
    const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<BusinessDraftValues>;
    const merged: BusinessDraftValues = { ...stored, ...given };
    // A new city without a new pin moves the pin to that city's centre; otherwise the pin stays where it was.
    const cityChanged = given.address !== undefined && given.address.city.toLowerCase() !== stored.address.city.toLowerCase();
    const keep = given.location === undefined && !cityChanged ? stored.location : null;
    const draft = await resolveDraft(db, { ...merged, location: given.location ?? null }, keep);
    const slug = keepsSlug(row.slug, row.name, draft.name)
      ? row.slug
      : await withFreeSlug(db, slugify(draft.name), bID, async (slug) => {
          await writeBusiness(db, row, slug, draft);
          return slug;
        });
    if (slug === row.slug) await writeBusiness(db, row, slug, draft);
    // Storefront, stores list and product pages show these settings: retire cached copies under both slugs.
    setPurgeHeader(c as Context, [`business:${row.slug}`, `business:${slug}`]);
    return storedSettings(db, bID);
  });

  mount(app, contract.getBusinessSettings, async ({ db, query, c }) => {
    await requireBusinessRunner(c, db, query.bID);
    return storedSettings(db, query.bID);
  });
}
