/** The 14 business and buyer-request categories of spec §3, ids 1–14 in the spec's order. */
export const BUSINESS_CATEGORIES = [
  'Books & Stationary',
  'Clothing & Apparel',
  'Construction & Hardware Supplies',
  'Electronic Goods',
  'Farming Supplies',
  'Food & Groceries',
  'Health & Beauty',
  'Home & Garden',
  'Industrial Supplies',
  'Motor Spare & Accessories',
  'Motor Vehicles',
  'Real Estate',
  'Sports Hobbies & Leisure',
  'Trades & Services',
].map((name, i) => ({ id: i + 1, name }));
