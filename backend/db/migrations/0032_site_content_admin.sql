-- The editors' site content (issue 29): menus, shopping centres, testimonials and the notice bar become editable
-- from /admin/content/. Each editable object carries edit_key: a value only the request that last changed it
-- knows. A write first stamps its own key where the object still carries the key it read, and every other
-- statement of its batch (menu items, the audit entry) runs only where that stamp holds, so of two editors acting
-- at once exactly one changes anything; the other is told and writes nothing.
ALTER TABLE menus ADD COLUMN edit_key TEXT;
-- A centre can be drafted before it is shown (publish/unpublish) and may carry a picture.
ALTER TABLE shopping_centres ADD COLUMN status TEXT NOT NULL DEFAULT 'publish';
ALTER TABLE shopping_centres ADD COLUMN image TEXT;
ALTER TABLE shopping_centres ADD COLUMN edit_key TEXT;
-- The editors' list (every centre, by name) and the public one (published, by name) both read this index.
CREATE INDEX shopping_centres_status_name_idx ON shopping_centres (status, name);
CREATE INDEX shopping_centres_name_idx ON shopping_centres (name);
-- Testimonials moved out of the client bundle (app/features/testimonials): migration 0034 inserts the original 11.
CREATE TABLE testimonials (
  id INTEGER PRIMARY KEY,
  customer_name TEXT NOT NULL,
  customer_role TEXT NOT NULL CHECK (customer_role IN ('Vendor', 'Buyer')),
  text TEXT NOT NULL,
  link_text TEXT NOT NULL,
  video_url TEXT,
  expandable INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'publish' CHECK (status IN ('publish', 'draft')),
  edit_key TEXT,
  updated_at TEXT NOT NULL
);
CREATE INDEX testimonials_position_idx ON testimonials (position);
CREATE INDEX testimonials_status_position_idx ON testimonials (status, position);
-- The new-version notice bar: one settings row (id 1), inserted here so every deployment has the spec's text.
CREATE TABLE notice_bar (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  enabled INTEGER NOT NULL DEFAULT 1,
  text TEXT NOT NULL,
  link_text TEXT NOT NULL,
  link_url TEXT NOT NULL,
  text_after TEXT NOT NULL,
  edit_key TEXT,
  updated_at TEXT NOT NULL
);
INSERT INTO notice_bar (id, enabled, text, link_text, link_url, text_after, updated_at)
VALUES (1, 1, 'You are using the new Musika. Not happy with it?', 'Click here', '/support/feedback', 'to tell us why.', '2026-01-01T00:00:00.000Z');
