/** The e-mails in chiShona (terms as docs/glossary/marketplace-terms.md; the "E-mails" section marks new ones). */
import type { MailWords } from './mail-types';

export const sn: MailWords = {
  loginLink: (link) => ({
    subject: 'Rinki yako yekupinda muMusika',
    body: `Shandisa rinki iyi kuti upinde muMusika. Inoshanda kamwe chete uye inopera mushure memaminitsi 15: ${link} — Kana usina kuikumbira, rega imeri iyi.`,
  }),
  passwordReset: (link) => ({
    subject: 'Chinja pasiwedhi yako yeMusika',
    body: `Pane akumbira kuchinja pasiwedhi yeakaundi yako yeMusika. Kuti usarudze itsva, vhura rinki iyi isati yapfuura awa imwe: ${link} — Kana usiri iwe, rega imeri iyi; pasiwedhi yako inoramba yakadaro.`,
  }),
  accountUnlock: (link) => ({
    subject: 'Pane ari kuedza kupinda muakaundi yako yeMusika',
    body: `Pasiwedhi dzisiri idzo dzakanyorwa kakawanda paakaundi yako yeMusika, saka kupinda nepasiwedhi kwanonotswa kwechinguva. Kuti upinde izvozvi, vhura rinki iyi isati yapfuura awa imwe; inoshanda kamwe chete uye inobvisa kunonoka uku: ${link} — Kana pasiwedhi dzisiri idzo dzanga dzisiri dzako, chinja pasiwedhi yako kana wapinda.`,
  }),
  accountExists: (loginLink, resetLink) => ({
    subject: 'Une akaundi yeMusika kare',
    body: `Pane munhu, pamwe iwe, akaedza kuvhura akaundi yeMusika neimeri iyi, asi une imwe kare. Pinda nerinki iyi (inoshanda kamwe chete, kwemaminitsi 15): ${loginLink} — Wakanganwa pasiwedhi yako? Sarudza itsva pano: ${resetLink} — Kana usiri iwe, rega imeri iyi; hapana chachinja.`,
  }),
  confirmRegistration: (link) => ({
    subject: 'Pedza kuvhura akaundi yako yeMusika',
    body: `Tinokugamuchira kuMusika. Kuti upedze kuvhura akaundi yako uye upinde, vhura rinki iyi mukati memaawa 24 (inoshanda kamwe chete): ${link} — Kana usina kunyoresa, rega imeri iyi: hapana akaundi inovhurwa pasina rinki iyi.`,
  }),
  roles: {
    manager: 'maneja (zvese kunze kwemabhiri nevashandi)',
    assistant: 'mubatsiri (maodha nemameseji)',
  },
  staffInvitation: (f) => {
    const start = f.hasAccount
      ? `Pinda muMusika ugamuchire kana kuramba kukoka uku pano: ${f.answerLink}`
      : `Kuti ugamuchire, vhura akaundi yeMusika neimeri iyi (${f.registerLink}), wozovhura ${f.answerLink}`;
    return {
      subject: `${f.inviter} akukoka kuti ubatsire kufambisa chitoro ${f.businessName} paMusika`,
      body:
        `${f.inviter} akukoka kuti ushande muchitoro ${f.businessName} paMusika. Basa rako: ${sn.roles[f.role]}. ${start} — ` +
        'Kana usingavazive, rega imeri iyi: hapana chinochinja kunze kwekunge wabvuma.',
    };
  },
  supportReply: (f) => ({
    subject:
      f.kind === 'contact'
        ? `Mhinduro: meseji yako kuMusika (${f.subject})`
        : f.kind === 'feedback'
          ? 'Mhinduro: pfungwa dzawakatumira kuMusika'
          : `Mhinduro: ${f.subject}`,
    body: `${f.text}\n\n— Rubatsiro rweMusika\n\nWakanyora musi wa${f.wroteOn}: ${f.original}`,
  }),
  newsletterFooter: (name, store, unsubscribe) => [
    `Unowana imeri iyi nekuti unotevera ${name} paMusika: ${store}`,
    `Kuti umise tsamba dzenhau dzinobva ku${name}, vhura rinki iyi wobva wasimbisa: ${unsubscribe}`,
  ],
};
