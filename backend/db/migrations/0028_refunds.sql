-- Issue 29: refunds finance records from /admin/payments/ (backend/payments/refunds-tables.ts).
-- Our Paynow integration has no refund call, so the money goes back outside Musika and finance records its reference.

CREATE TABLE payment_refunds (
  id INTEGER PRIMARY KEY,
  -- NOT NULL and UNIQUE on purpose: the refund inserts (select id from payments where id = ? and status = 'paid'),
  -- so a second refund of the payment, or a second operator's at the same moment, fails here and its whole batch
  -- (status change, effects, notifications, audit entry) rolls back.
  payment_id INTEGER NOT NULL UNIQUE REFERENCES payments(id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL,
  usd_cents INTEGER NOT NULL,
  -- The transfer's reference outside Musika, and why.
  reference TEXT NOT NULL,
  reason TEXT NOT NULL,
  -- Ads top-ups: the unused part taken back from the ads balance (the rest was spent on ads: finance's to settle).
  ads_taken_back_cents INTEGER,
  operator_id INTEGER NOT NULL REFERENCES users(id),
  refunded_at TEXT NOT NULL
);

-- /admin/payments/ lists every payment newest first, optionally by method (by status: payments_status_idx).
CREATE INDEX payments_created_idx ON payments(created_at, id);
CREATE INDEX payments_method_idx ON payments(method, created_at);
