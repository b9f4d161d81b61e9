/**
 * The makes and models sold most in Zimbabwe (issue 31's pick-list), so listings spell them one way and the make
 * filter and its counts group them. A vendor may still type any other make or model ("other"): what matches a
 * known one, whatever its case, spacing or a common short name, is stored in the spelling below; anything else is
 * kept as typed.
 */
import { groupSuggestions, oneSpelling, spellingKey } from './pick-list';

export const VEHICLE_MODELS: Readonly<Record<string, readonly string[]>> = {
  Toyota: [
    'Allion',
    'Aqua',
    'Axio',
    'Corolla',
    'Fortuner',
    'Hiace',
    'Hilux',
    'Land Cruiser',
    'Noah',
    'Premio',
    'Prado',
    'Probox',
    'Quantum',
    'RAV4',
    'Vitz',
    'Wish',
  ],
  Nissan: ['Caravan', 'Hardbody', 'March', 'Navara', 'Note', 'NP200', 'NP300', 'Tiida', 'X-Trail'],
  Honda: ['Accord', 'Civic', 'CR-V', 'Fit', 'Vezel'],
  Mazda: ['Atenza', 'Axela', 'BT-50', 'CX-5', 'Demio'],
  Isuzu: ['D-Max', 'KB', 'MU-X', 'NPR'],
  Ford: ['Everest', 'Fiesta', 'Focus', 'Ranger'],
  Mitsubishi: ['Colt', 'L200', 'Outlander', 'Pajero', 'Triton'],
  Volkswagen: ['Amarok', 'Golf', 'Polo', 'Tiguan'],
  'Mercedes-Benz': ['C-Class', 'E-Class', 'GLE', 'ML', 'Sprinter'],
  BMW: ['3 Series', '5 Series', 'X3', 'X5'],
  Hyundai: ['H100', 'i10', 'i20', 'Santa Fe', 'Tucson'],
  Kia: ['Picanto', 'Rio', 'Sorento', 'Sportage'],
  'Land Rover': ['Defender', 'Discovery', 'Range Rover', 'Range Rover Sport'],
  Subaru: ['Forester', 'Impreza', 'Legacy', 'Outback'],
  Suzuki: ['Jimny', 'Swift', 'Vitara'],
};

export const VEHICLE_MAKES: readonly string[] = Object.keys(VEHICLE_MODELS);

/** Short names people type for a make. */
const MAKE_ALIASES: Readonly<Record<string, string>> = {
  mercedes: 'Mercedes-Benz',
  benz: 'Mercedes-Benz',
  vw: 'Volkswagen',
  landrover: 'Land Rover',
};

export const canonicalMake = oneSpelling(VEHICLE_MAKES, MAKE_ALIASES);
const suggestions = groupSuggestions(VEHICLE_MODELS);

export function canonicalModel(make: string, typed: string): string {
  return VEHICLE_MODELS[make]?.find((m) => spellingKey(m) === spellingKey(typed)) ?? typed;
}

/** The models to suggest for a make: its own, or every known model when the make is not one of the list. */
export function modelsFor(make: string): readonly string[] {
  return suggestions(canonicalMake(make.trim()));
}
