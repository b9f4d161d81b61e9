import type { AreaCatalogue } from '../area';
import type { shell as english } from '../en/shell';

export const shell: AreaCatalogue<typeof english> = {
  'shell.help': 'Uncedo',
  'shell.helpLabel': 'Uncedo: sitshele okucabangayo kumbe ukhulume lathi',
  'shell.noticeLabel': 'Isaziso sokutsha',
  'shell.noticeClose': 'Vala isaziso',
  'shell.cookieLabel': 'Imvumo yamakhukhi',
  'shell.cookieText':
    'Sisebenzisa amakhukhi ukuze uhlale ungenile lebhasikidi lakho lihlale liphephile. Ngemvumo yakho sisebenzisa lamakhukhi okuhlola ukuze sifunde ukuthi i-Musika isetshenziswa njani.',
  'shell.privacyPolicy': 'Umthetho wemfihlo',
  'shell.decline': 'Ala',
  'shell.accept': 'Vuma',
  'shell.newsletterLabel': 'Ukubhalisela izindaba',
  'shell.newsletterHeading': 'Thola amanani aphansi lezindaba nge-imeyili',
  'shell.newsletterSigningUp': 'Kuyabhaliswa…',
  'shell.newsletterSignUp': 'Bhalisa',
  'shell.newsletterRequired': 'I-imeyili iyadingeka',
  'shell.newsletterInvalid': 'I-imeyili kayibhalwanga kuhle',
  'shell.newsletterSubscribed': 'Siyabonga — usubhalisiwe. Lindela amanani aphansi lezindaba ezivela ku-Musika.',
  'shell.newsletterFailed': 'Asikwazanga ukukubhalisa. Zama futhi.',
  'shell.offlineBanner':
    'Kawukho ku-inthanethi. Amakhasi owavulileyo asavuleka; ibhasikidi lokuthandayo kulinde efonini yakho uze ubuyele ku-inthanethi.',
  'shell.offlineSaved': 'Ngaphandle kwe-inthanethi — kugcinwe {when}',
  'shell.offlinePrices': 'Ngaphandle kwe-inthanethi — amanani ka-{when}',
  'shell.offlineQueued':
    'Kawukho ku-inthanethi: inguquko le igcinwe efonini yakho njalo izathunyelwa nxa usubuyele ku-inthanethi ({pending} okulindileyo).',
  'shell.offlineNeedsNetwork':
    'Kawukho ku-inthanethi: lokhu kudinga i-inthanethi, njalo akukho okuthunyelweyo. Zama futhi nxa usubuyele ku-inthanethi.',
  'shell.ok': 'Kulungile',
  'shell.lowDataOn': 'Indlela yedatha encane ivuliwe: imifanekiso ivuleka nxa uyithinta.',
  'shell.lowDataOff': 'Vala indlela yedatha encane',
  'shell.lowDataSwitchOn': 'Idatha encane: ivuliwe',
  'shell.lowDataPhoto': 'Umfanekiso · {weight}',
  'shell.lowDataSizeUnknown': 'ubukhulu kabaziwa',
  'shell.lowDataCost': 'Ikhasi leli lisebenzise idatha engaba ngu-{kb} KB ukuvuleka.',
  'shell.lowDataVideo': 'Ividiyo: kayivulwanga endleleni yedatha encane, yivule',
  'shell.lowDataEmbed': 'Okufakwe phakathi: akuvulwanga endleleni yedatha encane, kuvule',
  'shell.lowDataMap': 'Vula imephu yemigwaqo (isebenzisa idatha enengi)',
};
