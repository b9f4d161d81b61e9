/** Food, clothing, hats, hire items and trades & services. Prices in USD. */

/** [leaf, business id, name, price] */
export const FOOD = [
  ['staples-and-grains', 9, 'Mealie Meal 10kg Pearl', 6.5],
  ['staples-and-grains', 9, 'Long Grain Rice 10kg', 12],
  ['staples-and-grains', 9, 'Cooking Oil 2L', 4.5],
  ['staples-and-grains', 20, 'White Sugar 2kg', 2.5],
  ['staples-and-grains', 9, 'Bread Flour 10kg', 11],
  ['staples-and-grains', 20, 'Sugar Beans 2kg', 4],
  ['fresh-produce', 20, 'Tomatoes 5kg Box', 4],
  ['fresh-produce', 20, 'Fresh Covo Bundle (x5)', 1.5],
  ['fresh-produce', 9, 'Potatoes 10kg Pocket', 7],
  ['fresh-produce', 20, 'Mixed Fruit Box – Bananas, Oranges & Apples', 12],
  ['meat-and-poultry', 20, 'Road Runner Chicken (Whole, approx. 2kg)', 9],
  ['meat-and-poultry', 9, 'Beef Stewing Steak 2kg', 12],
  ['meat-and-poultry', 9, 'Kariba Kapenta 1kg Dried', 8],
  ['meat-and-poultry', 9, 'Boerewors 1kg', 7],
  ['beverages', 9, 'Maheu 2L (Pack of 6)', 9],
  ['beverages', 9, 'Mazoe Orange Crush 2L', 4.5],
  ['beverages', 20, 'Tanganda Tea Bags (100)', 3.5],
  ['beverages', 9, 'Mineral Water 500ml (Pack of 24)', 8],
];

/** [leaf, business id, name, price, colours, sizes] */
export const CLOTHING = [
  ['mens-clothing', 2, "Men's Slim Fit Chino Trousers", 28, ['Khaki', 'Navy', 'Black'], ['S', 'M', 'L', 'XL']],
  ['mens-clothing', 15, "Men's Cotton Golf Shirt", 15, ['Navy', 'White', 'Green'], ['M', 'L', 'XL', 'XXL']],
  ['mens-clothing', 2, "Men's Denim Jacket", 45, ['Navy', 'Black'], ['M', 'L', 'XL']],
  ['mens-clothing', 2, "Men's Safari Suit – Two Piece", 65, ['Khaki', 'Grey'], ['M', 'L', 'XL', 'XXL']],
  ['mens-clothing', 19, 'Warriors Replica Football Jersey', 25, ['Yellow', 'Green'], ['S', 'M', 'L', 'XL']],
  ['womens-clothing', 2, 'Ankara Print Maxi Dress', 38, ['Red', 'Mustard', 'Royal Blue'], ['S', 'M', 'L', 'XL']],
  ['womens-clothing', 15, "Women's Chitenge Wrap Skirt", 18, ['Mustard', 'Red', 'Green'], ['S', 'M', 'L']],
  ['womens-clothing', 2, "Women's Office Blouse", 22, ['White', 'Navy', 'Maroon'], ['XS', 'S', 'M', 'L']],
  ['womens-clothing', 2, "Women's Winter Puffer Jacket", 55, ['Black', 'Maroon', 'Grey'], ['S', 'M', 'L', 'XL']],
  ['womens-clothing', 19, "Women's Running Leggings", 18, ['Black', 'Grey'], ['XS', 'S', 'M', 'L']],
  ['kids-clothing', 15, "Kids' Tracksuit Set", 20, ['Red', 'Navy', 'Grey'], ['Age 4-6', 'Age 7-9', 'Age 10-12']],
  ['kids-clothing', 2, "Kids' Denim Dungarees", 16, ['Navy'], ['Age 4-6', 'Age 7-9']],
  ['kids-clothing', 15, "Kids' Printed T-Shirt 3 Pack", 12, ['Green', 'Royal Blue', 'Red'], ['Age 4-6', 'Age 7-9', 'Age 10-12']],
  ['school-uniforms', 2, 'School Blazer – Maroon', 35, ['Maroon'], ['Age 7-9', 'Age 10-12', 'S', 'M']],
  ['school-uniforms', 15, 'School Jersey V-Neck', 14, ['Grey', 'Maroon', 'Navy'], ['Age 7-9', 'Age 10-12', 'S']],
  ['school-uniforms', 2, 'School Shirt Short Sleeve (2 Pack)', 10, ['White'], ['Age 4-6', 'Age 7-9', 'Age 10-12', 'S']],
];

/** [leaf, business id, name, price, style, colours, sizes] */
export const HATS = [
  ['caps', 2, 'Embroidered Baseball Cap – Sunshine City', 12, 'Baseball', ['Black', 'Navy', 'White'], ['S/M', 'L/XL']],
  ['caps', 19, 'Mesh Trucker Cap – Great Zimbabwe', 10, 'Trucker', ['Khaki', 'Black'], ['One Size']],
  ['caps', 2, 'Flat Peak Snapback', 15, 'Snapback', ['Black', 'Red', 'Grey'], ['One Size']],
  ['caps', 19, 'Warriors Supporters Cap', 9, 'Baseball', ['Green', 'Yellow'], ['S/M', 'L/XL']],
  ['bucket-hats', 15, 'Bucket Hat – Zimbabwe Colours', 12, 'Bucket', ['Green', 'Yellow', 'Red', 'Black'], ['S/M', 'L/XL']],
  ['bucket-hats', 2, 'Reversible Ankara Bucket Hat', 14, 'Bucket', ['Red', 'Navy'], ['S/M', 'L/XL']],
  ['sun-hats', 15, 'Wide Brim Straw Sun Hat', 16, 'Wide Brim', ['Khaki'], ['S/M', 'L/XL']],
  ['sun-hats', 19, 'Safari Hat with Neck Flap', 18, 'Wide Brim', ['Khaki', 'Green'], ['S/M', 'L/XL']],
  ['beanies', 15, 'Knitted Winter Beanie', 7, 'Beanie', ['Black', 'Grey', 'Navy'], ['One Size']],
  ['beanies', 2, 'Fleece-Lined Beanie', 9, 'Beanie', ['Black', 'Navy', 'Red'], ['One Size']],
  ['beanies', 19, 'Pom Pom Beanie – Kids', 6, 'Beanie', ['Red', 'Yellow', 'White'], ['S/M']],
];

/** [leaf, business id, name, rate, unit, units available] */
export const HIRE_ITEMS = [
  ['tent-hire', 14, 'Wedding Tent Hire 10x20m', 350, 'day', 3],
  ['tent-hire', 14, 'Stretch Tent Hire 15x10m', 280, 'day', 2],
  ['tent-hire', 14, 'Funeral Tent Hire 6x12m', 120, 'day', 5],
  ['tent-hire', 19, 'Gazebo 3x3m Hire', 25, 'day', 10],
  ['chairs-and-tables-hire', 14, 'Tiffany Chairs Hire (per 50)', 75, 'day', 6],
  ['chairs-and-tables-hire', 14, 'Banquet Tables with Linen Hire (per 10)', 60, 'day', 8],
  ['chairs-and-tables-hire', 14, 'Plastic Chairs Hire (per 100)', 40, 'day', 10],
  ['tool-and-equipment-hire', 17, 'Concrete Mixer 350L Hire', 35, 'day', 4],
  ['tool-and-equipment-hire', 17, 'Plate Compactor Hire', 30, 'day', 3],
  ['tool-and-equipment-hire', 17, 'Scaffolding Hire (per 10 frames)', 90, 'week', 12],
  ['tool-and-equipment-hire', 17, 'Jackhammer Breaker Hire', 12, 'hour', 2],
  ['tool-and-equipment-hire', 17, 'Diesel Generator 20kVA Hire', 85, 'day', 2],
  ['vehicle-hire', 6, 'Toyota HiAce Kombi Hire with Driver', 120, 'day', 2],
  ['vehicle-hire', 6, 'Toyota Hilux Double Cab Hire', 85, 'day', 3],
  ['vehicle-hire', 6, 'Toyota Corolla Hire – Weekly', 280, 'week', 4],
];

/** [leaf, business id, name, rate, unit] — service area comes from the business city. */
export const TRADES_SERVICES = [
  ['plumbing', 12, 'Plumbing – Geyser Installation', 120, 'job'],
  ['plumbing', 12, 'Plumbing – Leak Detection & Repair', 25, 'hour'],
  ['plumbing', 12, 'Borehole Pump Installation', 350, 'job'],
  ['electrical-services', 12, 'Electrical – House Wiring & COC', 450, 'job'],
  ['electrical-services', 12, 'Electrician Call-Out', 30, 'hour'],
  ['electrical-services', 21, 'Solar System Installation 5kVA', 300, 'job'],
  ['building-and-renovation', 21, 'Bathroom Tiling & Renovation', 45, 'day'],
  ['building-and-renovation', 21, 'Interior & Exterior Painting', 60, 'day'],
  ['building-and-renovation', 21, 'Brick Laying – Boundary Wall', 800, 'job'],
  ['building-and-renovation', 17, 'Scaffolding Erection Service', 150, 'job'],
  ['cleaning-services', 14, 'Post-Event Cleaning Service', 150, 'job'],
  ['cleaning-services', 21, 'Post-Construction Cleaning', 120, 'job'],
  ['cleaning-services', 12, 'Drain Unblocking & Septic Tank Cleaning', 80, 'job'],
  ['vehicle-servicing', 13, 'Minor Service – Toyota & Nissan', 60, 'job'],
  ['vehicle-servicing', 13, 'Mobile Mechanic Call-Out', 35, 'hour'],
  ['vehicle-servicing', 13, 'Brake Pads & Disc Skimming', 55, 'job'],
];

/**
 * The demo vendor's bookable listings (Borrowdale Digital, business 4), so whoever logs in as the seeded
 * vendor has a service appointment and a hire booking to answer (scripts/seed/living-activity.mjs). Last in
 * the catalogue, so every other product keeps its id.
 */
export const DEMO_STORE_BOOKABLES = [
  ['tool-and-equipment-hire', 4, 'Solar Backup Kit Hire 1.2kVA', 15, 'day', 3, 'hire_item'],
  ['electrical-services', 4, 'Solar & Inverter Installation', 180, 'job', null, 'trades_services'],
];
