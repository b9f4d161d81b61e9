/**
 * The built-in category menu (spec §9): six top groups with four subitems each, used when the category menu
 * call fails so the header never loses its navigation.
 */

/** One top-level category of the header's menu, with its subcategories. */
export interface MenuGroup {
  id: string;
  title: string;
  url: string;
  subitems: { id: string; title: string; url: string }[];
}

const group = (id: number, title: string, slug: string, subitems: [string, string][]): MenuGroup => ({
  id: `fallback-${id}`,
  title,
  url: `/category/${slug}`,
  subitems: subitems.map(([subSlug, subTitle], i) => ({
    id: `fallback-${id}-${i}`,
    title: subTitle,
    url: `/category/${subSlug}`,
  })),
});

export const fallbackCategoryMenu: MenuGroup[] = [
  group(1, 'Electronics', 'electronics', [
    ['phones', 'Phones'],
    ['laptops', 'Laptops'],
    ['tvs-and-audio', 'TVs & Audio'],
    ['solar-and-power', 'Solar & Power'],
  ]),
  group(2, 'Motor Vehicles', 'motor-vehicles', [
    ['cars', 'Cars'],
    ['trucks-and-bakkies', 'Trucks & Bakkies'],
    ['buses-and-kombis', 'Buses & Kombis'],
    ['vehicle-auctions', 'Vehicle Auctions'],
  ]),
  group(3, 'Books & Stationery', 'books-and-stationery', [
    ['textbooks', 'Textbooks'],
    ['novels-and-fiction', 'Novels & Fiction'],
    ['office-stationery', 'Office Stationery'],
    ['school-supplies', 'School Supplies'],
  ]),
  group(4, 'Health & Beauty', 'health-and-beauty', [
    ['skincare', 'Skincare'],
    ['hair-care', 'Hair Care'],
    ['fragrances', 'Fragrances'],
    ['wellness', 'Wellness'],
  ]),
  group(5, 'Home & Garden', 'home-and-garden', [
    ['furniture', 'Furniture'],
    ['kitchenware', 'Kitchenware'],
    ['home-decor', 'Home Decor'],
    ['garden-tools', 'Garden Tools'],
  ]),
  group(6, 'Construction & Hardware', 'construction-and-hardware', [
    ['cement-and-bricks', 'Cement & Bricks'],
    ['roofing-and-timber', 'Roofing & Timber'],
    ['plumbing-and-electrical-supplies', 'Plumbing & Electrical'],
    ['power-tools', 'Power Tools'],
  ]),
];
