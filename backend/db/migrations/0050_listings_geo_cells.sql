-- Issue 30: nearest first and "within r km" of the public listings read the box around the buyer, not a latitude
-- band of the whole country. products_public_geo_idx (0041) keyed status then latitude: a band 1 km tall around
-- central Harare holds every listing at that latitude from Mutare to Bulawayo, so a page of the nearest read 14,856
-- rows at 200,000 listings. Keyed by longitude cell (0.005°, ~0.5 km) before latitude, a box is read as the few cells
-- it spans, each over the box's latitudes (lngCellSql in backend/search/search-geo-queries.ts writes the same
-- expression, with the same literal numbers, or SQLite would not use the index).
DROP INDEX IF EXISTS products_public_geo_idx;--> statement-breakpoint
CREATE INDEX products_public_geo_cell_idx ON products (status, cast((lng + 180) * 200 as integer), lat, lng);
