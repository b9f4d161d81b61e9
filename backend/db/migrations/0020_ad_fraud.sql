-- Issue #27 (abuse): invalid ad traffic. Billable events carry a served ad's token; per-address caps; what is
-- not charged is recorded apart and counted per ad and day (docs/decisions/012-ads.md "Invalid traffic").

-- The keyed hash of the address alone (no User-Agent), for the 24-hour caps; '' for events from before them.
alter table ad_events add column address text not null default '';
-- The intake id of the message that wrote the row: tells the consumer's invalid step the event was accepted.
alter table ad_events add column intake_id text;
create index ad_events_address_idx on ad_events (ad_id, kind, address, at);
create index ad_events_intake_idx on ad_events (intake_id);

-- Events recorded but not charged: no or bad token, own store, not from our page, replay, repeat, over the cap.
create table ad_invalid_events (
  id integer primary key,
  intake_id text not null,
  ad_id integer not null,
  business_id integer not null,
  kind text not null,
  reason text not null,
  visitor text not null,
  address text not null default '',
  placement text not null,
  page_url text not null default '',
  referrer text not null default '',
  at text not null,
  day text not null
);
create unique index ad_invalid_events_intake_idx on ad_invalid_events (intake_id);
create index ad_invalid_events_ad_idx on ad_invalid_events (ad_id, day);

-- The vendor's "invalid (not charged)" figures per ad and Harare day.
alter table ad_daily_stats add column invalid_impressions integer not null default 0;
alter table ad_daily_stats add column invalid_clicks integer not null default 0;
