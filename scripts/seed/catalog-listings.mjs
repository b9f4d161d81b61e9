/** Listings: property, vehicles and auctions. Prices in USD (rent is per month). */

/** [leaf, business id, name, price, property type, listing type, bedrooms, bathrooms, stand size sqm] */
export const REAL_ESTATE = [
  ['houses-for-sale', 7, '4 Bedroom House in Borrowdale', 350000, 'house', 'sale', 4, 3, 2000],
  ['houses-for-sale', 7, '3 Bedroom Cluster in Mount Pleasant', 145000, 'house', 'sale', 3, 2, 600],
  ['houses-for-sale', 7, '5 Bedroom House in Borrowdale Brooke', 450000, 'house', 'sale', 5, 5, 4000],
  ['houses-for-sale', 7, '3 Bedroom House in Avondale', 185000, 'house', 'sale', 3, 2, 1200],
  ['houses-for-sale', 11, '3 Bedroom House in Hillside', 95000, 'house', 'sale', 3, 2, 1500],
  ['houses-for-sale', 11, '2 Bedroom Townhouse in Burnside', 68000, 'house', 'sale', 2, 2, 350],
  ['houses-for-sale', 11, '4 Bedroom House in Khumalo', 135000, 'house', 'sale', 4, 3, 1800],
  ['houses-for-sale', 11, '2 Bedroom House in Nkulumane', 45000, 'house', 'sale', 2, 1, 300],
  ['houses-to-rent', 7, '2 Bedroom Flat to Rent in Avondale', 650, 'flat', 'rent', 2, 1, null],
  ['houses-to-rent', 7, '3 Bedroom House to Rent in Greendale', 1200, 'house', 'rent', 3, 2, 1000],
  ['houses-to-rent', 11, '1 Bedroom Garden Cottage in Suburbs', 300, 'house', 'rent', 1, 1, null],
  ['houses-to-rent', 11, '3 Bedroom House to Rent in Hillside', 650, 'house', 'rent', 3, 2, 1200],
  ['stands', 7, 'Residential Stand 800sqm in Ruwa', 18000, 'stand', 'sale', null, null, 800],
  ['stands', 7, '2000sqm Stand in Borrowdale West', 95000, 'stand', 'sale', null, null, 2000],
  ['stands', 11, 'Residential Stand 500sqm in Cowdray Park', 8000, 'stand', 'sale', null, null, 500],
  ['stands', 11, '1000sqm Stand in Burnside', 30000, 'stand', 'sale', null, null, 1000],
  ['commercial-property', 7, 'Office Space to Let in Eastlea – 250sqm', 2500, 'commercial', 'rent', null, 2, 250],
  ['commercial-property', 11, 'Warehouse for Sale in Belmont', 280000, 'commercial', 'sale', null, 2, 3000],
  ['commercial-property', 11, 'Retail Shop to Let – Bulawayo CBD', 1500, 'commercial', 'rent', null, 1, 180],
];

/** Property auctions: same columns; price is the opening bid. */
export const AUCTION_REAL_ESTATE = [
  ['property-auctions', 8, '3 Bedroom House in Marlborough – Auction', 75000, 'house', 'sale', 3, 2, 1200],
  ['property-auctions', 8, '4 Bedroom House in Greystone Park – Auction', 160000, 'house', 'sale', 4, 3, 2500],
  ['property-auctions', 8, 'Residential Stand in Chishawasha Hills – Auction', 12000, 'stand', 'sale', null, null, 600],
  ['property-auctions', 8, 'Commercial Building in Southerton – Auction', 210000, 'commercial', 'sale', null, 4, 3500],
  ['property-auctions', 8, '2 Bedroom Flat in the Avenues – Auction', 38000, 'flat', 'sale', 2, 1, null],
  ['property-auctions', 8, 'Smallholding 4000sqm near Mazowe – Auction', 45000, 'stand', 'sale', null, null, 4000],
  ['property-auctions', 11, '3 Bedroom House in Famona – Auction', 52000, 'house', 'sale', 3, 2, 1000],
  ['property-auctions', 11, 'Stand 1500sqm in Douglasdale – Auction', 15000, 'stand', 'sale', null, null, 1500],
  ['property-auctions', 11, 'Shop in Bulawayo CBD – Auction', 90000, 'commercial', 'sale', null, 1, 220],
];

/** [leaf, business id, name, price, make, model, year, mileage km, transmission, fuel, body type] */
export const MOTOR_VEHICLES = [
  ['cars', 6, 'Toyota Corolla Axio 1.5 2014', 9800, 'Toyota', 'Corolla Axio', 2014, 98000, 'automatic', 'petrol', 'Sedan'],
  ['cars', 6, 'Honda Fit 1.3 2013', 6200, 'Honda', 'Fit', 2013, 112000, 'automatic', 'petrol', 'Hatchback'],
  ['cars', 6, 'Toyota Fortuner 2.8 GD-6 2020', 48000, 'Toyota', 'Fortuner', 2020, 65000, 'automatic', 'diesel', 'SUV'],
  ['cars', 6, 'Toyota Aqua 1.5 Hybrid 2015', 8900, 'Toyota', 'Aqua', 2015, 104000, 'automatic', 'petrol', 'Hatchback'],
  ['cars', 6, 'Mercedes-Benz C200 2017', 26000, 'Mercedes-Benz', 'C200', 2017, 72000, 'automatic', 'petrol', 'Sedan'],
  ['cars', 18, 'Mazda Demio 1.3 2012', 4800, 'Mazda', 'Demio', 2012, 135000, 'automatic', 'petrol', 'Hatchback'],
  ['cars', 18, 'Nissan X-Trail 2.5 2016', 14500, 'Nissan', 'X-Trail', 2016, 88000, 'automatic', 'petrol', 'SUV'],
  ['cars', 18, 'Toyota Land Cruiser Prado 2.8 2022', 60000, 'Toyota', 'Land Cruiser Prado', 2022, 31000, 'automatic', 'diesel', 'SUV'],
  ['trucks-and-bakkies', 6, 'Toyota Hilux 2.8 GD-6 2019', 38500, 'Toyota', 'Hilux', 2019, 84000, 'manual', 'diesel', 'Double Cab'],
  ['trucks-and-bakkies', 18, 'Isuzu D-Max 2.5 2015', 16500, 'Isuzu', 'D-Max', 2015, 140000, 'manual', 'diesel', 'Single Cab'],
  ['trucks-and-bakkies', 18, 'Ford Ranger 3.2 Wildtrak 2018', 34000, 'Ford', 'Ranger', 2018, 96000, 'automatic', 'diesel', 'Double Cab'],
  ['trucks-and-bakkies', 18, 'Nissan NP200 1.6 2014', 7200, 'Nissan', 'NP200', 2014, 121000, 'manual', 'petrol', 'Single Cab'],
  ['trucks-and-bakkies', 6, 'Isuzu NPR 400 Truck 2010', 22000, 'Isuzu', 'NPR 400', 2010, 260000, 'manual', 'diesel', 'Truck'],
  ['trucks-and-bakkies', 6, 'Toyota Hilux 2.4 GD Single Cab 2024', 41000, 'Toyota', 'Hilux', 2024, 8000, 'manual', 'diesel', 'Single Cab'],
  ['buses-and-kombis', 6, 'Toyota HiAce Quantum 2.5 D-4D 2012', 18500, 'Toyota', 'HiAce', 2012, 240000, 'manual', 'diesel', 'Minibus'],
  ['buses-and-kombis', 18, 'Nissan Caravan 2.5 2011', 12000, 'Nissan', 'Caravan', 2011, 230000, 'manual', 'diesel', 'Minibus'],
  ['buses-and-kombis', 6, 'Toyota Coaster 29 Seater 2008', 32000, 'Toyota', 'Coaster', 2008, 310000, 'manual', 'diesel', 'Bus'],
];

/** [leaf, business id, name, opening bid] — all sold by Mutasa Auctioneers. */
export const AUCTIONS = [
  ['vehicle-auctions', 8, 'Toyota Land Cruiser 76 2014 – Auction', 28000],
  ['vehicle-auctions', 8, 'Mazda BT-50 2.5 2013 – Auction', 7000],
  ['vehicle-auctions', 8, 'Ex-Fleet Toyota Corolla 2011 – Auction', 3500],
  ['equipment-auctions', 8, 'Caterpillar 416E Backhoe Loader – Auction', 32000],
  ['equipment-auctions', 8, 'Lister Petter 20kVA Diesel Generator – Auction', 2500],
  ['equipment-auctions', 8, 'Office Furniture Lot (20 Desks & Chairs) – Auction', 900],
  ['equipment-auctions', 8, 'Industrial Sewing Machines x5 – Auction', 1200],
  ['household-auctions', 8, 'Deceased Estate Household Contents – Auction', 1500],
  ['household-auctions', 8, 'Antique Teak Wardrobe – Auction', 250],
  ['household-auctions', 8, 'Defy Fridge & Chest Freezer Lot – Auction', 350],
];
