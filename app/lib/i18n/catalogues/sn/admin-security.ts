import type { AreaCatalogue } from '../area';
import type { adminSecurity as english } from '../en/admin-security';

export const adminSecurity: AreaCatalogue<typeof english> = {
  'adminSecurity.meta': 'Kuchengeteka — Vatungamiri — Musika',
  'adminSecurity.title': 'Kuchengeteka',
  'adminSecurity.codeFormat': 'Nyora kodhi ine manhamba 6 inoratidzwa neapp yako yekusimbisa.',
  'adminSecurity.codeWrong': 'Kodhi iyoyo haina kururama.',
  'adminSecurity.recoveryTitle': 'Makodhi ako ekudzoka',
  'adminSecurity.recoveryInfo':
    'App yako yekusimbisa yagadzirwa. Chengeta makodhi aya panzvimbo yakachengeteka: imwe neimwe inokupinza kamwe chete pasina app. Ari kuratidzwa izvozvi chete.',
  'adminSecurity.recoveryLabel': 'Makodhi ekudzoka',
  'adminSecurity.enrolled':
    'App yako yekusimbisa yakagadzirwa. Makodhi ekudzoka {left} pa10 asara. Kana ukarasa nhare yako, kumbira mumwe mutungamiri kuti adzorere app yako: uchaigadzira zvakare paunopinda zvinotevera.',
  'adminSecurity.scanTitle': 'Skena kodhi iyi neapp yako yekusimbisa',
  'adminSecurity.qrLabel': 'Kodhi yeQR yechakavanzika chako chitsva chekusimbisa',
  'adminSecurity.typeSecret': 'Kana nyora chakavanzika:',
  'adminSecurity.confirmLabel': 'Simbisa app yako yekusimbisa',
  'adminSecurity.codeLabel': 'Kodhi inobva paapp',
  'adminSecurity.confirm': 'Simbisa',
  'adminSecurity.setUpLabel': 'Gadzira app yako yekusimbisa',
  'adminSecurity.setUpInfo':
    'Vashandi veMusika vanopinda nekodhi inobva paapp yekusimbisa (Google Authenticator, Microsoft Authenticator, 1Password…). Gadzira imwe kuti uenderere mberi.',
  'adminSecurity.setUp': 'Gadzira app yekusimbisa',
  'adminSecurity.metaOperators': 'Vashandi veMusika — Vatungamiri — Musika',
  'adminSecurity.operators': 'Vashandi veMusika',
  'adminSecurity.doneReset': 'App yekusimbisa yadzorerwa: mushandi iyeye achagadzira imwe itsva pa/admin/security/ paanopinda zvinotevera.',
  'adminSecurity.doneUnchanged': 'Mushandi iyeye akanga asina app yekusimbisa yekudzorera; hapana chachinja.',
  'adminSecurity.findOperators': 'Tsvaga vashandi',
  'adminSecurity.nameOrEmail': 'Zita kana imeyili',
  'adminSecurity.noOperators': 'Hapana mushandi anoenderana.',
  'adminSecurity.operatorsCaption': '{count, plural, one {Mushandi #} other {Vashandi #}}',
  'adminSecurity.headOperator': 'Mushandi',
  'adminSecurity.headRoles': 'Mabasa',
  'adminSecurity.headAuthenticator': 'App yekusimbisa',
  'adminSecurity.stateEnrolled': 'Yakagadzirwa',
  'adminSecurity.statePending': 'Yatangwa, haisati yasimbiswa',
  'adminSecurity.stateNone': 'Hapana: achagadzira imwe paanopinda zvinotevera',
  'adminSecurity.resetLabel': 'Dzorera app yekusimbisa ya{name}',
  'adminSecurity.reset': 'Dzorera app yekusimbisa',
  'adminSecurity.errorReset': 'App yekusimbisa haina kukwanisa kudzorerwa',
  'adminSecurity.refusedSelf': 'Haugoni kudzorera app yako pachako yekusimbisa: kumbira mumwe mutungamiri kuti azviite.',
  'adminSecurity.operatorNotFound': 'Mushandi haana kuwanikwa',
};
