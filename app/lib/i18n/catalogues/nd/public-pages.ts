import type { AreaCatalogue } from '../area';
import type { publicPages as english } from '../en/public-pages';

export const publicPages: AreaCatalogue<typeof english> = {
  'publicPages.titleNoAccess': 'Awulayo imvume yokubona ikhasi leli',
  'publicPages.titleServerError': 'Inkinga ye-seva',
  'publicPages.titleUnauthorized': 'Awulayo imvume',
  'publicPages.companyTitle': 'Inkampani',
  'publicPages.companyDescription':
    'IMusika yimakethe ye-inthanethi yeZimbabwe, ehlanganisa abathengi lamabhizinisi endawo kusukela eHarare kusiya eMasvingo.',
  'publicPages.aboutMusika': 'NgeMusika',
  'publicPages.aboutFallback': 'IMusika ihlanganisa abathengi baseZimbabwe lamabhizinisi endawo athembekileyo.',
  'publicPages.companyDetails': 'Imininingwane yenkampani',
  'publicPages.headOffice': 'Ihofisi enkulu: {office}',
  'publicPages.moreAboutUs': 'Okunye ngathi',
  'publicPages.terms': 'Imithetho lemibandela',
  'publicPages.privacy': 'Umthetho wemfihlo',
  'publicPages.compareAccounts': 'Qathanisa ama-akhawunti',
  'publicPages.sellOnMusika': 'Thengisa kuMusika',
  'publicPages.support': 'Uncedo',
  'publicPages.newsletterTitle': 'Incwadi yezindaba',
  'publicPages.newsletterHeading': 'Incwadi yezindaba yeMusika',
  'publicPages.newsletterIntro': 'Amanani aphansi, izitolo ezintsha leziqondiso zokuthenga, kanye ngenyanga. Ungaphuma loba nini.',
  'publicPages.backHome': 'Buyela ekhasini lasekhaya',
  'publicPages.unsubscribe': 'Phuma',
  'publicPages.unsubscribed':
    'Awusayikuthola izincwadi zezindaba ezivela ku-{store}. Usalandela isitolo; ukuze uyekele ukusilandela, sebenzisa inkinobho',
  'publicPages.itsPage': 'esekhasini laso',
  'publicPages.stopNewsletters': 'Yekela ukuthola izincwadi zezindaba ezivela ku-{store}? Uzaqhubeka ulandela isitolo.',
  'publicPages.unsubscribeFrom': 'Phuma ku-{store}',
  'publicPages.musikaHome': 'Ekhaya leMusika',
};
