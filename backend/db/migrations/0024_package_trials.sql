-- Issue 27: a free trial is of the entry package (TRIAL_PACKAGE_SLUG) unless a package says it offers one.
ALTER TABLE subscription_packages ADD COLUMN offers_trial integer NOT NULL DEFAULT 0;
