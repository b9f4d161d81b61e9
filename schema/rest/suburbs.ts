/**
 * Suburbs of the cities with the most property listings (issue 31's pick-list), so listings spell a suburb one way
 * and buyers searching for it find them all. Any other suburb may still be typed ("other"); one that matches a
 * listed suburb, whatever its case or spacing, is stored in the spelling below.
 */
import { groupSuggestions, oneSpelling } from './pick-list';

export const SUBURBS: Readonly<Record<string, readonly string[]>> = {
  Harare: [
    'Avondale',
    'Belgravia',
    'Belvedere',
    'Borrowdale',
    'Budiriro',
    'Chisipite',
    'Eastlea',
    'Emerald Hill',
    'Glen Lorne',
    'Glen View',
    'Greendale',
    'Gunhill',
    'Hatfield',
    'Highfield',
    'Highlands',
    'Kuwadzana',
    'Mabelreign',
    'Mandara',
    'Marlborough',
    'Mbare',
    'Milton Park',
    'Mount Pleasant',
    'Msasa',
    'Newlands',
    'Pomona',
    'Ruwa',
    'Strathaven',
    'Tynwald',
    'Warren Park',
    'Waterfalls',
    'Westgate',
  ],
  Bulawayo: [
    'Bradfield',
    'Burnside',
    'Emakhandeni',
    'Famona',
    'Hillside',
    'Khumalo',
    'Kumalo North',
    'Luveve',
    'Morningside',
    'Nketa',
    'Nkulumane',
    'Northend',
    'Paddonhurst',
    'Pumula',
    'Sauerstown',
    'Suburbs',
    'Woodlands',
  ],
  Mutare: ['Chikanga', 'Dangamvura', 'Fairbridge Park', 'Greenside', 'Morningside', 'Murambi', 'Palmerston', 'Sakubva', 'Yeovil'],
  Gweru: ['Ascot', 'Daylesford', 'Lundi Park', 'Mkoba', 'Mtapa', 'Nehosho', 'Ridgemont', 'Senga', 'Windsor Park'],
};

export const canonicalSuburb = oneSpelling(Object.values(SUBURBS).flat());
const cityOf = oneSpelling(Object.keys(SUBURBS));
const suggestions = groupSuggestions(SUBURBS);

/** The suburbs to suggest for a city: its own, or every listed one when the city is not on the list. */
export function suburbsFor(city: string): readonly string[] {
  return suggestions(cityOf(city.trim()));
}
