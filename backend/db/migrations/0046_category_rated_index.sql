-- Issue 30: a search by a category alone, best rated first, merged per category of the family like the newest and
-- the price orders (backend/catalogue/category-page-queries.ts). The search orders by rating, then review count, then
-- id; products_category_rating_idx (0041, related products) stops at the rating, so each category would sort its
-- whole block of equal ratings (2,619 listings at 5.0 in motor vehicles at 200,000 listings).
CREATE INDEX products_category_rated_idx ON products (category_id, status, rating_average DESC, review_count DESC, id DESC);
