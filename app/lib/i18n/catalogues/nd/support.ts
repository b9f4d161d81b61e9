import type { AreaCatalogue } from '../area';
import type { support as english } from '../en/support';

export const support: AreaCatalogue<typeof english> = {
  'support.rateQuestion': 'Unganika amaphuzu angaki ku-{label}?',
  'support.searchResults': 'okutholakeleyo kulokhu okudingiweyo',
  'support.close': 'Vala',
  'support.yourRating': 'Amaphuzu akho',
  'support.sending': 'Kuyathunyelwa…',
  'support.sendRating': 'Thumela amaphuzu',
  'support.rating1': 'Kubi kakhulu',
  'support.rating2': 'Kubi',
  'support.rating3': 'Kuphakathi',
  'support.rating4': 'Kuhle',
  'support.rating5': 'Kuhle kakhulu',
  'support.error.name': 'Ibizo liyadingeka',
  'support.error.email': 'I-imeyili iyadingeka',
  'support.error.emailInvalid': 'I-imeyili kayibhalwanga kahle',
  'support.error.summary': 'Umbono wakho uyadingeka',
  'support.error.rating': 'Khetha amaphuzu',
  'support.error.failed': 'Kukhona okungahambanga kahle. Zama futhi.',
  'support.sent': 'Siyabonga ngombono wakho!',
};
