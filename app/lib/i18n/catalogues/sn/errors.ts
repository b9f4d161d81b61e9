import type { AreaCatalogue } from '../area';
import type { errors as english } from '../en/errors';

export const errors: AreaCatalogue<typeof english> = {
  'errors.notFoundTitle': 'Peji harina kuwanikwa',
  'errors.notFoundBody': 'Hatina kuwana peji iroro. Ringangodaro rakatamiswa, kana chiziviso chacho chapera.',
  'errors.goHome': 'Enda kupeji rekutanga',
  'errors.browseCategories': 'Ona marudzi ezvinhu',
  'errors.forbiddenTitle': 'Haubvumirwe kuona peji iri',
  'errors.forbiddenBody': 'Peji iri nderemumwe mhando yeakaundi. Kana uchifunga kuti unofanira kuriona, pinda neakaundi chaiyo.',
  'errors.backToMusika': 'Dzokera kuMusika',
  'errors.unavailableTitle': 'Musika hauwanikwe kwechinguva',
  'errors.unavailableBody': 'Hatisi kukwanisa kusvika kuzvinyorwa zvechitoro parizvino. Hapana chawaita charasika: edzazve mushure meminiti.',
  'errors.tryAgain': 'Edzazve',
  'errors.serverTitle': 'Sevha yedu yaita dambudziko',
  'errors.serverBody': 'Pane chakanganisika kudivi redu. Edzazve munguva pfupi.',
  'errors.routeTitle': 'Pane chakanganisika',
  'errors.routeBody': 'Ruregerero, pane chakanganisika pakuvhura peji iri.',
  'errors.reload': 'Vhurazve peji',
};
