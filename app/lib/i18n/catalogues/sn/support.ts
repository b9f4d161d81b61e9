import type { AreaCatalogue } from '../area';
import type { support as english } from '../en/support';

export const support: AreaCatalogue<typeof english> = {
  'support.rateQuestion': 'Ungapa mamakisi mangani ku{label}?',
  'support.searchResults': 'zvawanikwa pakutsvaga uku',
  'support.close': 'Vhara',
  'support.yourRating': 'Mamakisi ako',
  'support.sending': 'Zviri kutumirwa…',
  'support.sendRating': 'Tumira mamakisi',
  'support.rating1': 'Zvakaipa zvikuru',
  'support.rating2': 'Zvakaipa',
  'support.rating3': 'Zviri pakati',
  'support.rating4': 'Zvakanaka',
  'support.rating5': 'Zvakanakisa',
  'support.error.name': 'Zita rinodiwa',
  'support.error.email': 'Imeyili inodiwa',
  'support.error.emailInvalid': 'Imeyili haina kunyorwa zvakanaka',
  'support.error.summary': 'Pfungwa dzako dzinodiwa',
  'support.error.rating': 'Sarudza mamakisi',
  'support.error.failed': 'Pane chakakanganisika. Edza zvakare.',
  'support.sent': 'Maita basa nepfungwa dzenyu!',
};
