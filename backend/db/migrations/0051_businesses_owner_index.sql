-- Issue 30: a vendor's session (/me), dashboard counters and every "the viewer's stores" check ask for the stores
-- a person owns; without an index that was a walk of every store (4,818 at 200,000 listings) on each request.
CREATE INDEX businesses_owner_idx ON businesses (owner_id);
