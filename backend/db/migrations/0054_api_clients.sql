-- Issue 32 §3: API clients and their hourly cost budgets (docs/decisions/026-api-clients.md).
-- A client is registered by a store owner (owner_user_id: their account) or an operator (null); its id is the
-- unguessable `mk_…` it sends in X-Musika-Client. Revoking keeps the row (who, when) and refuses the id at once.
CREATE TABLE api_clients (
  id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  owner TEXT NOT NULL,
  contact_email TEXT NOT NULL,
  hourly_budget INTEGER NOT NULL CHECK (hourly_budget >= 0),
  owner_user_id INTEGER REFERENCES users (id),
  created_by INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL,
  revoked_at TEXT,
  revoked_by INTEGER REFERENCES users (id)
);
CREATE INDEX api_clients_owner_idx ON api_clients (owner_user_id, created_at);
CREATE INDEX api_clients_created_idx ON api_clients (created_at);

-- One counter per bucket ('client:mk_…' or 'ip:<address>'): the cost spent since window_start (ms), under the
-- budget in force at the last charge; refused = 1 when that charge would have passed it (nothing was spent). A
-- charge is one upsert that restarts an ended window, so concurrent queries cannot both spend the last points.
CREATE TABLE api_budget_usage (
  bucket TEXT PRIMARY KEY NOT NULL,
  window_start INTEGER NOT NULL,
  spent INTEGER NOT NULL,
  refused INTEGER NOT NULL DEFAULT 0,
  budget INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX api_budget_usage_window_idx ON api_budget_usage (window_start);
