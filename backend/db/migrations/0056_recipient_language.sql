-- Issue 33 §3: e-mails and notifications in the recipient's language (docs/decisions/030-languages.md, third part).
-- A person's language ('en', 'sn' chiShona, 'nd' isiNdebele): chosen at registration (the page's language, kept on
-- the pending registration until its link makes the account) and whenever a logged-in person uses the switch.
-- Existing accounts read English, as they always have.
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'sn', 'nd'));
--> statement-breakpoint
ALTER TABLE pending_registrations ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'sn', 'nd'));
--> statement-breakpoint
-- A notification's words as a message key and its values (JSON object of strings and numbers), rendered in the
-- reader's language when the inbox is shown, so a person who switches language reads their whole inbox in the new
-- one. title and body stay the English words: older rows (null key) and an unknown key show them as stored.
ALTER TABLE notifications ADD COLUMN message_key TEXT;
--> statement-breakpoint
ALTER TABLE notifications ADD COLUMN message_values TEXT;
