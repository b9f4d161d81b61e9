-- Suspending a store (issue 29, /admin/businesses/): the store stays in the database exactly as it was; while
-- suspended_at is set every public read of businesses leaves it out, and its public listings are moved to draft
-- (each remembered in suspended_listings) so every product read, which already asks for status = 'publish', drops
-- them without a change of its own. Reinstating republishes exactly the remembered listings.
ALTER TABLE businesses ADD COLUMN suspended_at TEXT;
-- What the moderator told the owner; kept after reinstatement as the last suspension's reason.
ALTER TABLE businesses ADD COLUMN suspension_reason TEXT;
-- A value only the suspending or reinstating request knows: the listings' moves, the owner's notification and the
-- audit entry are written only where the store carries it, so a request that lost a race writes nothing.
ALTER TABLE businesses ADD COLUMN suspension_key TEXT;
-- The operators' "suspended" list, most recent suspension first. Partial on purpose: it holds only suspended
-- stores (few), and no public read (which all ask suspended_at IS NULL) can pick it over the slug, city or
-- promoted indexes they use today.
CREATE INDEX businesses_suspended_idx ON businesses (suspended_at, id) WHERE suspended_at IS NOT NULL;
-- The listings a suspension took off sale, to put back on reinstatement (and nothing else). product_id has no
-- foreign key on purpose: the vendor may still delete such a listing, which reinstatement then simply skips.
CREATE TABLE suspended_listings (
  business_id INTEGER NOT NULL REFERENCES businesses(id),
  product_id INTEGER NOT NULL,
  PRIMARY KEY (business_id, product_id)
);
