-- Issue 30, the working screens at their own scale (100,000 orders a store, 1,000 orders and 10,000 notifications a
-- buyer): what those screens counted or grouped row by row on every read is kept by triggers here, and each list reads
-- its page off an index on its own filter and sort. Checked by tests/integration/working-screen-plans.test.ts and,
-- against live computation, tests/integration/working-screen-counts.test.ts.
--
-- A person's notifications: how many, and how many unread (the badge, and the inbox's total), per user.
CREATE TABLE notification_counts (
  user_id INTEGER PRIMARY KEY NOT NULL,
  total INTEGER NOT NULL DEFAULT 0,
  unread INTEGER NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO notification_counts (user_id, total, unread)
SELECT user_id, count(*), sum(read_at IS NULL) FROM notifications GROUP BY user_id;
--> statement-breakpoint
CREATE TRIGGER notification_counts_after_insert AFTER INSERT ON notifications BEGIN
  INSERT INTO notification_counts (user_id, total, unread) VALUES (NEW.user_id, 1, NEW.read_at IS NULL)
  ON CONFLICT (user_id) DO UPDATE SET total = total + 1, unread = unread + excluded.unread;
END;
--> statement-breakpoint
CREATE TRIGGER notification_counts_after_delete AFTER DELETE ON notifications BEGIN
  UPDATE notification_counts SET total = total - 1, unread = unread - (OLD.read_at IS NULL) WHERE user_id = OLD.user_id;
END;
--> statement-breakpoint
-- Read, unread again, or (never done today) moved to another person.
CREATE TRIGGER notification_counts_after_update AFTER UPDATE OF user_id, read_at ON notifications
WHEN OLD.user_id IS NOT NEW.user_id OR (OLD.read_at IS NULL) <> (NEW.read_at IS NULL)
BEGIN
  UPDATE notification_counts SET total = total - 1, unread = unread - (OLD.read_at IS NULL) WHERE user_id = OLD.user_id;
  INSERT INTO notification_counts (user_id, total, unread) VALUES (NEW.user_id, 1, NEW.read_at IS NULL)
  ON CONFLICT (user_id) DO UPDATE SET total = total + 1, unread = unread + excluded.unread;
END;
--> statement-breakpoint
-- A store's orders by status, and how many of each the vendor has not opened: the order list's total (all, or one
-- status) and the "new orders" badge, without counting 100,000 orders per page.
CREATE TABLE business_order_counts (
  business_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  orders INTEGER NOT NULL DEFAULT 0,
  unread INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, status)
);
--> statement-breakpoint
INSERT INTO business_order_counts (business_id, status, orders, unread)
SELECT business_id, status, count(*), sum(read_by_vendor = 0) FROM orders GROUP BY business_id, status;
--> statement-breakpoint
CREATE TRIGGER business_order_counts_after_insert AFTER INSERT ON orders BEGIN
  INSERT INTO business_order_counts (business_id, status, orders, unread) VALUES (NEW.business_id, NEW.status, 1, NEW.read_by_vendor = 0)
  ON CONFLICT (business_id, status) DO UPDATE SET orders = orders + 1, unread = unread + excluded.unread;
END;
--> statement-breakpoint
CREATE TRIGGER business_order_counts_after_delete AFTER DELETE ON orders BEGIN
  UPDATE business_order_counts SET orders = orders - 1, unread = unread - (OLD.read_by_vendor = 0)
  WHERE business_id = OLD.business_id AND status = OLD.status;
END;
--> statement-breakpoint
CREATE TRIGGER business_order_counts_after_update AFTER UPDATE OF business_id, status, read_by_vendor ON orders
WHEN OLD.business_id IS NOT NEW.business_id OR OLD.status IS NOT NEW.status OR OLD.read_by_vendor IS NOT NEW.read_by_vendor
BEGIN
  UPDATE business_order_counts SET orders = orders - 1, unread = unread - (OLD.read_by_vendor = 0)
  WHERE business_id = OLD.business_id AND status = OLD.status;
  INSERT INTO business_order_counts (business_id, status, orders, unread) VALUES (NEW.business_id, NEW.status, 1, NEW.read_by_vendor = 0)
  ON CONFLICT (business_id, status) DO UPDATE SET orders = orders + 1, unread = unread + excluded.unread;
END;
--> statement-breakpoint
-- A store's orders of one status, newest first; its unopened orders, newest first (the "new orders" screen).
CREATE INDEX orders_business_status_created_idx ON orders (business_id, status, created_at, id);
--> statement-breakpoint
CREATE INDEX orders_business_unread_idx ON orders (business_id, created_at, id) WHERE read_by_vendor = 0;
--> statement-breakpoint
-- A store's customers (schema/rest/customers.ts): one row per store and phone as normalizePhone gives it (the same
-- expression as backend/orders/customers-queries.ts), with what the customers screen showed by grouping every order
-- of the store: orders, money spent (not cancelled, refunded or failed), the latest order's time, name
-- ('<created_at>|<name>') and delivery city ('<created_at>|<city>'), and every name an order gave (lowercase, one a
-- line, between newlines) for the search. An order's insert and a change of its status or total adjust the row; a
-- delete or a change of what keys it (never done by Musika today) rebuilds the row from that customer's orders,
-- found by orders_business_phone_idx.
CREATE TABLE business_customers (
  business_id INTEGER NOT NULL,
  phone TEXT NOT NULL,
  orders INTEGER NOT NULL DEFAULT 0,
  spent_cents INTEGER NOT NULL DEFAULT 0,
  last_order_at TEXT NOT NULL,
  latest_name TEXT NOT NULL,
  latest_city TEXT,
  names TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (business_id, phone)
);
--> statement-breakpoint
CREATE INDEX business_customers_recent_idx ON business_customers (business_id, last_order_at DESC, phone);
--> statement-breakpoint
-- How many customers each store has (the customers screen's total), kept as its rows come and go.
CREATE TABLE business_customer_counts (
  business_id INTEGER PRIMARY KEY NOT NULL,
  n INTEGER NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TRIGGER business_customer_counts_after_insert AFTER INSERT ON business_customers BEGIN
  INSERT INTO business_customer_counts (business_id, n) VALUES (NEW.business_id, 1)
  ON CONFLICT (business_id) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER business_customer_counts_after_delete AFTER DELETE ON business_customers BEGIN
  UPDATE business_customer_counts SET n = n - 1 WHERE business_id = OLD.business_id;
END;
--> statement-breakpoint
CREATE INDEX orders_business_phone_idx ON orders (business_id, iif(substr(replace(replace(replace(replace(replace(trim(customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''))));
--> statement-breakpoint
INSERT INTO business_customers (business_id, phone, orders, spent_cents, last_order_at, latest_name, latest_city, names)
SELECT o.business_id, iif(substr(replace(replace(replace(replace(replace(trim(o.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(o.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(o.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(o.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(o.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''))) AS phone_key, count(*), coalesce(sum(iif(o.status IN ('cancelled', 'refunded', 'failed'), 0, o.total_cents)), 0), max(o.created_at),
       max(o.created_at || '|' || o.customer_name), max(iif(o.delivery_address IS NOT NULL AND json_valid(o.delivery_address), o.created_at || '|' || coalesce(json_extract(o.delivery_address, '$.city'), ''), NULL)),
       (SELECT char(10) || group_concat(n, char(10)) || char(10) FROM (SELECT DISTINCT lower(d.customer_name) AS n FROM orders d
        WHERE d.business_id = o.business_id AND iif(substr(replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''))) = iif(substr(replace(replace(replace(replace(replace(trim(o.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(o.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(o.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(o.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(o.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')))))
FROM orders o GROUP BY o.business_id, phone_key;
--> statement-breakpoint
CREATE TRIGGER business_customers_after_order_insert AFTER INSERT ON orders BEGIN
  INSERT INTO business_customers (business_id, phone, orders, spent_cents, last_order_at, latest_name, latest_city, names)
  VALUES (NEW.business_id, iif(substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''))), 1, iif(NEW.status IN ('cancelled', 'refunded', 'failed'), 0, NEW.total_cents), NEW.created_at, NEW.created_at || '|' || NEW.customer_name,
          iif(NEW.delivery_address IS NOT NULL AND json_valid(NEW.delivery_address), NEW.created_at || '|' || coalesce(json_extract(NEW.delivery_address, '$.city'), ''), NULL), char(10) || lower(NEW.customer_name) || char(10))
  ON CONFLICT (business_id, phone) DO UPDATE SET
    orders = orders + 1,
    spent_cents = spent_cents + excluded.spent_cents,
    last_order_at = max(last_order_at, excluded.last_order_at),
    latest_name = max(latest_name, excluded.latest_name),
    latest_city = nullif(max(coalesce(latest_city, ''), coalesce(excluded.latest_city, '')), ''),
    names = iif(instr(names, excluded.names) > 0, names, names || substr(excluded.names, 2));
END;
--> statement-breakpoint
-- Money that changed hands, or stopped doing so (cancelled, refunded, failed), or a changed total.
CREATE TRIGGER business_customers_after_order_status AFTER UPDATE OF status, total_cents ON orders
WHEN ((OLD.status IN ('cancelled', 'refunded', 'failed')) <> (NEW.status IN ('cancelled', 'refunded', 'failed')) OR OLD.total_cents IS NOT NEW.total_cents)
  AND NOT (OLD.business_id IS NOT NEW.business_id OR OLD.customer_phone IS NOT NEW.customer_phone OR OLD.customer_name IS NOT NEW.customer_name OR OLD.delivery_address IS NOT NEW.delivery_address OR OLD.created_at IS NOT NEW.created_at)
BEGIN
  UPDATE business_customers SET spent_cents = spent_cents - iif(OLD.status IN ('cancelled', 'refunded', 'failed'), 0, OLD.total_cents) + iif(NEW.status IN ('cancelled', 'refunded', 'failed'), 0, NEW.total_cents)
  WHERE business_id = NEW.business_id AND phone = iif(substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')));
END;
--> statement-breakpoint
CREATE TRIGGER business_customers_after_order_rekey AFTER UPDATE OF business_id, customer_phone, customer_name, delivery_address, created_at ON orders
WHEN OLD.business_id IS NOT NEW.business_id OR OLD.customer_phone IS NOT NEW.customer_phone OR OLD.customer_name IS NOT NEW.customer_name OR OLD.delivery_address IS NOT NEW.delivery_address OR OLD.created_at IS NOT NEW.created_at
BEGIN
  DELETE FROM business_customers WHERE business_id = OLD.business_id AND phone = iif(substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')));
  INSERT INTO business_customers (business_id, phone, orders, spent_cents, last_order_at, latest_name, latest_city, names)
  SELECT OLD.business_id, iif(substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''))), count(*), coalesce(sum(iif(c.status IN ('cancelled', 'refunded', 'failed'), 0, c.total_cents)), 0), max(c.created_at),
         max(c.created_at || '|' || c.customer_name), max(iif(c.delivery_address IS NOT NULL AND json_valid(c.delivery_address), c.created_at || '|' || coalesce(json_extract(c.delivery_address, '$.city'), ''), NULL)),
         (SELECT char(10) || group_concat(n, char(10)) || char(10) FROM (SELECT DISTINCT lower(d.customer_name) AS n FROM orders d
          WHERE d.business_id = OLD.business_id AND iif(substr(replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''))) = iif(substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')))))
  FROM orders c WHERE c.business_id = OLD.business_id AND iif(substr(replace(replace(replace(replace(replace(trim(c.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(c.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(c.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(c.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(c.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''))) = iif(substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')))
  HAVING count(*) > 0;
  DELETE FROM business_customers WHERE business_id = NEW.business_id AND phone = iif(substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')));
  INSERT INTO business_customers (business_id, phone, orders, spent_cents, last_order_at, latest_name, latest_city, names)
  SELECT NEW.business_id, iif(substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''))), count(*), coalesce(sum(iif(c.status IN ('cancelled', 'refunded', 'failed'), 0, c.total_cents)), 0), max(c.created_at),
         max(c.created_at || '|' || c.customer_name), max(iif(c.delivery_address IS NOT NULL AND json_valid(c.delivery_address), c.created_at || '|' || coalesce(json_extract(c.delivery_address, '$.city'), ''), NULL)),
         (SELECT char(10) || group_concat(n, char(10)) || char(10) FROM (SELECT DISTINCT lower(d.customer_name) AS n FROM orders d
          WHERE d.business_id = NEW.business_id AND iif(substr(replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''))) = iif(substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')))))
  FROM orders c WHERE c.business_id = NEW.business_id AND iif(substr(replace(replace(replace(replace(replace(trim(c.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(c.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(c.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(c.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(c.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''))) = iif(substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(NEW.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')))
  HAVING count(*) > 0;
END;
--> statement-breakpoint
CREATE TRIGGER business_customers_after_order_delete AFTER DELETE ON orders BEGIN
  DELETE FROM business_customers WHERE business_id = OLD.business_id AND phone = iif(substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')));
  INSERT INTO business_customers (business_id, phone, orders, spent_cents, last_order_at, latest_name, latest_city, names)
  SELECT OLD.business_id, iif(substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''))), count(*), coalesce(sum(iif(c.status IN ('cancelled', 'refunded', 'failed'), 0, c.total_cents)), 0), max(c.created_at),
         max(c.created_at || '|' || c.customer_name), max(iif(c.delivery_address IS NOT NULL AND json_valid(c.delivery_address), c.created_at || '|' || coalesce(json_extract(c.delivery_address, '$.city'), ''), NULL)),
         (SELECT char(10) || group_concat(n, char(10)) || char(10) FROM (SELECT DISTINCT lower(d.customer_name) AS n FROM orders d
          WHERE d.business_id = OLD.business_id AND iif(substr(replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(d.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''))) = iif(substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')))))
  FROM orders c WHERE c.business_id = OLD.business_id AND iif(substr(replace(replace(replace(replace(replace(trim(c.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(c.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(c.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(c.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(c.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''))) = iif(substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '+', substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), iif(substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 1, 1) = '0', '263' || substr(replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), 2), replace(replace(replace(replace(replace(trim(OLD.customer_phone), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')))
  HAVING count(*) > 0;
END;
