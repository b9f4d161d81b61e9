/**
 * A search screen's title and introduction in the page's language (screens.ts holds the English). A category's
 * own screen is titled by its seeded name (category-names.server.ts); one the catalogues do not know keeps the
 * title made from its slug, flagged `raw` (translate="no").
 */
import { categoryNameIn } from '~/features/catalogue/category-names.server';
import type { Language } from '~/lib/i18n/language';
import type { MessageKey, Translate } from '~/lib/i18n/translate.server';
import type { ResolvedScreen } from './screens';

const SCREEN_KEYS: Record<string, [MessageKey, MessageKey]> = {
  search: ['search.titleSearch', 'search.introSearch'],
  'category-general': ['search.titleGeneral', 'search.introGeneral'],
  'category-popular-categories': ['search.titlePopular', 'search.introPopular'],
  'category-trades-and-services': ['search.titleTrades', 'search.introTrades'],
  'category-real-estate': ['search.titleRealEstate', 'search.introRealEstate'],
  'category-motor-vehicles': ['search.titleMotorVehicles', 'search.introMotorVehicles'],
  'category-motor-vehicles-spare-parts': ['search.titleSpareParts', 'search.introSpareParts'],
  'category-motor-vehicles-specific-search': ['search.titleSpecificVehicle', 'search.introSpecificVehicle'],
  'category-food-and-grocery': ['search.titleFood', 'search.introFood'],
  'category-clothing-apparel': ['search.titleClothing', 'search.introClothing'],
  'category-hats': ['search.titleHats', 'search.introHats'],
};

export function localScreen(screen: ResolvedScreen, language: Language, t: Translate): ResolvedScreen & { raw?: true } {
  const keys = SCREEN_KEYS[screen.routeId];
  if (keys) return { ...screen, title: t(keys[0]), intro: t(keys[1]) };
  if (screen.routeId !== 'category-generic' || typeof screen.fixed.category !== 'string') return screen;
  const intro = t('search.introCategory');
  if (language === 'en') return { ...screen, intro };
  const name = categoryNameIn(language, t, screen.fixed.category);
  return name === null ? { ...screen, intro, raw: true } : { ...screen, title: name, intro };
}
