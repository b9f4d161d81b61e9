/** The e-mails in isiNdebele (terms as docs/glossary/marketplace-terms.md; the "E-mails" section marks new ones). */
import type { MailWords } from './mail-types';

export const nd: MailWords = {
  loginLink: (link) => ({
    subject: 'Ilinki yakho yokungena kuMusika',
    body: `Sebenzisa ilinki le ukuze ungene kuMusika. Isebenza kanye kuphela njalo iphela ngemva kwemizuzu engu-15: ${link} — Nxa ungayicelanga, ungayinaki le i-imeyili.`,
  }),
  passwordReset: (link) => ({
    subject: 'Tshintsha iphasiwedi yakho yeMusika',
    body: `Kukhona ocele ukutshintsha iphasiwedi ye-akhawunti yakho yeMusika. Ukuze ukhethe entsha, vula ilinki le kungakapheli ihola elilodwa: ${link} — Nxa kungasuwe, ungayinaki le i-imeyili; iphasiwedi yakho ihlala injalo.`,
  }),
  accountUnlock: (link) => ({
    subject: 'Kukhona ozama ukungena ku-akhawunti yakho yeMusika',
    body: `Kufakwe iphasiwedi ezingalunganga kanengi ku-akhawunti yakho yeMusika, ngakho ukungena ngephasiwedi kwehliswe isikhatshana. Ukuze ungene khathesi, vula ilinki le kungakapheli ihola elilodwa; isebenza kanye kuphela njalo isusa ukwehliswa lokhu: ${link} — Nxa iphasiwedi ezingalunganga bezingasizo ezakho, tshintsha iphasiwedi yakho nxa usungenile.`,
  }),
  accountExists: (loginLink, resetLink) => ({
    subject: 'Usulayo i-akhawunti yeMusika',
    body: `Kukhona, mhlawumbe nguwe, ozame ukuvula i-akhawunti yeMusika ngale i-imeyili, kodwa usulayo. Ngena ngale linki (isebenza kanye kuphela, okwemizuzu engu-15): ${loginLink} — Ukhohlwe iphasiwedi yakho? Khetha entsha lapha: ${resetLink} — Nxa kungasuwe, ungayinaki le i-imeyili; akukho okutshintshileyo.`,
  }),
  confirmRegistration: (link) => ({
    subject: 'Qeda ukuvula i-akhawunti yakho yeMusika',
    body: `Wamukelekile kuMusika. Ukuze uqede ukuvula i-akhawunti yakho ungene, vula ilinki le kungakapheli amahola angu-24 (isebenza kanye kuphela): ${link} — Nxa ungabhalisanga, ungayinaki le i-imeyili: akukho i-akhawunti evulwayo ngaphandle kwale linki.`,
  }),
  roles: {
    manager: 'umphathi (konke ngaphandle kwezokubhadala lezabasebenzi)',
    assistant: 'umsizi (ama-oda lemilayezo)',
  },
  staffInvitation: (f) => {
    const start = f.hasAccount
      ? `Ngena kuMusika wamukele kumbe wale isimemo lapha: ${f.answerLink}`
      : `Ukuze usamukele, vula i-akhawunti yeMusika ngale i-imeyili (${f.registerLink}), ubusuvula ${f.answerLink}`;
    return {
      subject: `${f.inviter} ukumemile ukuthi usize ukuphatha isitolo ${f.businessName} kuMusika`,
      body:
        `${f.inviter} ukumemile ukuthi usebenze esitolo ${f.businessName} kuMusika. Umsebenzi wakho: ${nd.roles[f.role]}. ${start} — ` +
        'Nxa ungabazi, ungayinaki le i-imeyili: akukho okutshintshayo ngaphandle kokuthi wamukele.',
    };
  },
  supportReply: (f) => ({
    subject:
      f.kind === 'contact'
        ? `Impendulo: umlayezo wakho kuMusika (${f.subject})`
        : f.kind === 'feedback'
          ? 'Impendulo: umbono wakho kuMusika'
          : `Impendulo: ${f.subject}`,
    body: `${f.text}\n\n— Abasizi beMusika\n\nUbhale mhla ka-${f.wroteOn}: ${f.original}`,
  }),
  newsletterFooter: (name, store, unsubscribe) => [
    `Uthola le i-imeyili ngoba ulandela ${name} kuMusika: ${store}`,
    `Ukuze umise amaphephandaba avela ku-${name}, vula ilinki le uqinisekise: ${unsubscribe}`,
  ],
};
