import type { AreaCatalogue } from '../area';
import type { publicPages as english } from '../en/public-pages';

export const publicPages: AreaCatalogue<typeof english> = {
  'publicPages.titleNoAccess': 'Hauna mvumo yekuona peji iri',
  'publicPages.titleServerError': 'Dambudziko repaseva',
  'publicPages.titleUnauthorized': 'Hauna mvumo',
  'publicPages.companyTitle': 'Kambani',
  'publicPages.companyDescription':
    'Musika musika wepaindaneti weZimbabwe, unobatanidza vatengi nemabhizimisi emuno kubva kuHarare kusvika kuMasvingo.',
  'publicPages.aboutMusika': 'Nezve Musika',
  'publicPages.aboutFallback': 'Musika unobatanidza vatengi vekuZimbabwe nemabhizimisi emuno anovimbika.',
  'publicPages.companyDetails': 'Ruzivo rwekambani',
  'publicPages.headOffice': 'Hofisi huru: {office}',
  'publicPages.moreAboutUs': 'Zvimwe nezvedu',
  'publicPages.terms': 'Mitemo nemamiriro',
  'publicPages.privacy': 'Mutemo wekuvanzika',
  'publicPages.compareAccounts': 'Enzanisa maakaundi',
  'publicPages.sellOnMusika': 'Tengesa paMusika',
  'publicPages.support': 'Rubatsiro',
  'publicPages.newsletterTitle': 'Tsamba yenhau',
  'publicPages.newsletterHeading': 'Tsamba yenhau yeMusika',
  'publicPages.newsletterIntro': 'Zvipo, zvitoro zvitsva nenhungamiro dzekutenga, kamwe chete pamwedzi. Unogona kubuda chero nguva.',
  'publicPages.backHome': 'Dzokera kupeji rekumba',
  'publicPages.unsubscribe': 'Buda',
  'publicPages.unsubscribed': 'Hauchazowana tsamba dzenhau kubva ku{store}. Uchiri kutevera chitoro; kuti urege kuchitevera, shandisa bhatani riri',
  'publicPages.itsPage': 'papeji racho',
  'publicPages.stopNewsletters': 'Rega kuwana tsamba dzenhau kubva ku{store}? Uchaenderera mberi uchitevera chitoro.',
  'publicPages.unsubscribeFrom': 'Buda pa{store}',
  'publicPages.musikaHome': 'Kumba kweMusika',
};
