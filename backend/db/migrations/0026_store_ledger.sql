-- Issue 29: what each store is owed (backend/ledger/ledger-tables.ts; docs/decisions/019-store-ledger.md).

-- Musika's commission per package, in basis points (1000 = 10 %), 0–30 %; finance may change it.
ALTER TABLE subscription_packages ADD COLUMN commission_bp INTEGER NOT NULL DEFAULT 1000 CHECK (commission_bp BETWEEN 0 AND 3000);
UPDATE subscription_packages SET commission_bp = 1000 WHERE slug = 'starter';
UPDATE subscription_packages SET commission_bp = 750 WHERE slug = 'business';
UPDATE subscription_packages SET commission_bp = 500 WHERE slug = 'enterprise';

-- One row: the hold after completion, the smallest payout, and the rate of a store whose owner has no package.
CREATE TABLE ledger_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  hold_days INTEGER NOT NULL DEFAULT 7 CHECK (hold_days BETWEEN 0 AND 90),
  min_payout_cents INTEGER NOT NULL DEFAULT 1000 CHECK (min_payout_cents >= 100),
  default_commission_bp INTEGER NOT NULL DEFAULT 1000 CHECK (default_commission_bp BETWEEN 0 AND 3000),
  -- The Harare day of the latest drift check (ledger_drift holds that day's drifting stores).
  drift_checked_on TEXT,
  updated_at TEXT NOT NULL
);
INSERT OR IGNORE INTO ledger_settings (id, hold_days, min_payout_cents, default_commission_bp, updated_at)
VALUES (1, 7, 1000, 1000, '2026-01-01T00:00:00.000Z');

CREATE TABLE store_payouts (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES businesses(id),
  requested_by INTEGER NOT NULL REFERENCES users(id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  method TEXT NOT NULL CHECK (method IN ('ecocash', 'onemoney', 'bank')),
  phone TEXT,
  bank_name TEXT,
  bank_branch TEXT,
  account_name TEXT,
  account_number TEXT,
  status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'paid', 'rejected')),
  reference TEXT,
  reason TEXT,
  decided_by INTEGER REFERENCES users(id),
  decided_at TEXT,
  created_at TEXT NOT NULL
);
-- One open request per store: a second one fails on this index, inside the request's batch.
CREATE UNIQUE INDEX store_payouts_one_open_idx ON store_payouts (business_id) WHERE status = 'requested';
CREATE INDEX store_payouts_business_idx ON store_payouts (business_id, created_at);
CREATE INDEX store_payouts_queue_idx ON store_payouts (status, created_at);

-- A payout is decided once: the second operator's batch fails on this key and rolls back whole (audit included).
CREATE TABLE store_payout_decisions (
  payout_id INTEGER PRIMARY KEY REFERENCES store_payouts(id),
  outcome TEXT NOT NULL CHECK (outcome IN ('paid', 'rejected')),
  operator_id INTEGER NOT NULL REFERENCES users(id),
  decided_at TEXT NOT NULL
);

CREATE TABLE store_ledger_entries (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES businesses(id),
  kind TEXT NOT NULL CHECK (kind IN ('sale', 'commission', 'refund', 'commission_refund', 'payout', 'cod_sale', 'cod_commission')),
  counter_account TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  in_balance INTEGER NOT NULL DEFAULT 1 CHECK (in_balance IN (0, 1)),
  order_id INTEGER REFERENCES orders(id),
  -- Not a foreign key: a posting names the payment, and must never be what makes a settlement's batch fail.
  payment_id INTEGER,
  payout_id INTEGER REFERENCES store_payouts(id),
  commission_bp INTEGER,
  payment_currency TEXT,
  payment_rate_micros INTEGER,
  available_at TEXT,
  entry_key TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX store_ledger_entries_key_idx ON store_ledger_entries (entry_key);
CREATE INDEX store_ledger_entries_business_idx ON store_ledger_entries (business_id, created_at);
CREATE INDEX store_ledger_entries_order_idx ON store_ledger_entries (order_id);

CREATE TABLE ledger_drift (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES businesses(id),
  checked_on TEXT NOT NULL,
  ledger_cents INTEGER NOT NULL,
  expected_cents INTEGER NOT NULL,
  drift_cents INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX ledger_drift_day_idx ON ledger_drift (checked_on, business_id);
