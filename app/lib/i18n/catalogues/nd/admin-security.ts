import type { AreaCatalogue } from '../area';
import type { adminSecurity as english } from '../en/admin-security';

export const adminSecurity: AreaCatalogue<typeof english> = {
  'adminSecurity.meta': 'Ukuvikeleka — Abaphathi — Musika',
  'adminSecurity.title': 'Ukuvikeleka',
  'adminSecurity.codeFormat': 'Bhala ikhodi enezinombolo ezingu-6 etshengiswa yi-app yakho yokuqinisekisa.',
  'adminSecurity.codeWrong': 'Leyo khodi kayilunganga.',
  'adminSecurity.recoveryTitle': 'Amakhodi akho okubuyela',
  'adminSecurity.recoveryInfo':
    'I-app yakho yokuqinisekisa isilungisiwe. Gcina lamakhodi endaweni ephephileyo: ngayinye ikungenisa kanye kuphela ngaphandle kwe-app. Atshengiswa khathesi kuphela.',
  'adminSecurity.recoveryLabel': 'Amakhodi okubuyela',
  'adminSecurity.enrolled':
    'I-app yakho yokuqinisekisa ilungisiwe. Amakhodi okubuyela angu-{left} kwangu-10 asele. Nxa ulahlekelwa lucingo lwakho, cela omunye umphathi ukuthi ahlele kutsha i-app yakho: uzayilungisa njalo nxa ungena ngokulandelayo.',
  'adminSecurity.scanTitle': 'Skena le khodi nge-app yakho yokuqinisekisa',
  'adminSecurity.qrLabel': 'Ikhodi ye-QR yemfihlo yakho entsha yokuqinisekisa',
  'adminSecurity.typeSecret': 'Kumbe bhala imfihlo:',
  'adminSecurity.confirmLabel': 'Qinisekisa i-app yakho yokuqinisekisa',
  'adminSecurity.codeLabel': 'Ikhodi evela ku-app',
  'adminSecurity.confirm': 'Qinisekisa',
  'adminSecurity.setUpLabel': 'Lungisa i-app yakho yokuqinisekisa',
  'adminSecurity.setUpInfo':
    'Abasebenzi beMusika bangena ngekhodi evela ku-app yokuqinisekisa (Google Authenticator, Microsoft Authenticator, 1Password…). Lungisa eyodwa ukuze uqhubeke.',
  'adminSecurity.setUp': 'Lungisa i-app yokuqinisekisa',
  'adminSecurity.metaOperators': 'Abasebenzi beMusika — Abaphathi — Musika',
  'adminSecurity.operators': 'Abasebenzi beMusika',
  'adminSecurity.doneReset': 'I-app yokuqinisekisa ihlelwe kutsha: lowo msebenzi uzalungisa entsha ku-/admin/security/ nxa engena ngokulandelayo.',
  'adminSecurity.doneUnchanged': 'Lowo msebenzi wayengela-app yokuqinisekisa yokuhlelwa kutsha; kakukho okuguqukileyo.',
  'adminSecurity.findOperators': 'Dinga abasebenzi',
  'adminSecurity.nameOrEmail': 'Ibizo kumbe i-imeyili',
  'adminSecurity.noOperators': 'Akulamsebenzi ohambelanayo.',
  'adminSecurity.operatorsCaption': '{count, plural, one {Umsebenzi ongu-#} other {Abasebenzi abangu-#}}',
  'adminSecurity.headOperator': 'Umsebenzi',
  'adminSecurity.headRoles': 'Imisebenzi',
  'adminSecurity.headAuthenticator': 'I-app yokuqinisekisa',
  'adminSecurity.stateEnrolled': 'Ilungisiwe',
  'adminSecurity.statePending': 'Iqalisiwe, ingakaqinisekiswa',
  'adminSecurity.stateNone': 'Kakukho: uzalungisa eyodwa nxa engena ngokulandelayo',
  'adminSecurity.resetLabel': 'Hlela kutsha i-app yokuqinisekisa ka-{name}',
  'adminSecurity.reset': 'Hlela kutsha i-app yokuqinisekisa',
  'adminSecurity.errorReset': 'I-app yokuqinisekisa ayikwazanga ukuhlelwa kutsha',
  'adminSecurity.refusedSelf': 'Kawungeke uhlele kutsha i-app yakho yokuqinisekisa: cela omunye umphathi akwenze.',
  'adminSecurity.operatorNotFound': 'Umsebenzi katholakalanga',
};
