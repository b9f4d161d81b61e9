import type { AreaCatalogue } from '../area';
import type { notifications as english } from '../en/notifications';

const STATUS =
  'pending {yakamirira} processing {iri kugadzirirwa} on_hold {yakamiswa} completed {yapedzwa} cancelled {yakanzurwa} refunded {mari yayo yadzoserwa} failed {yakundikana} other {{STATUS}}';
const status = (name: string) => `{${name}, select, ${STATUS.replace('{STATUS}', `{${name}}`)}}`;
const ROLE = '{role, select, manager {maneja (zvese kunze kwemabhiri nevashandi)} other {mubatsiri (maodha nemameseji)}}';
const AMOUNT = '{quantity, plural, =1 {{amount}} other {{amount} chimwe nechimwe, zvinhu {quantity}}}';

export const notifications: AreaCatalogue<typeof english> = {
  'notifications.meta': 'Zviziviso — Musika',
  'notifications.title': 'Zviziviso',
  'notifications.listLabel': 'Zviziviso',
  'notifications.markAll': 'Ratidza zvese {count} sezvakaverengwa',
  'notifications.empty': 'Hapana zviziviso parizvino. Maodha, mitengo inopiwa nemhinduro kuzvikumbiro zvako zvichaonekwa pano.',
  'notifications.backToShopping': 'Dzokera kunotenga',
  'notifications.storeEmpty':
    'Hapana zviziviso zve{store} parizvino. Maodha matsva, mitengo inopiwa, zvikumbiro zvevatengi nengongedzo zvinoonekwa pano.',
  'notifications.seeProducts': 'Ona zvinhu zvako',
  'notifications.open': 'Vhura',
  'notifications.markRead': 'Ratidza sechakaverengwa',
  'notifications.readError': 'Zvaramba kuratidza sechakaverengwa',
  'notifications.tabsLabel': 'Mabhokisi emashoko',
  'notifications.tabMessages': 'Mameseji',
  'notifications.unread': 'zvisati zvaverengwa',
  'notifications.unknownLanguage': 'Mutauro uyu hauzivikanwe',

  'notifications.orderNew.title': 'Odha itsva {order}',
  'notifications.orderNew.body':
    '{buyer} aodha {units, plural, one {chinhu #} other {zvinhu #}} kuchitoro {store}, zvese {total}, {fulfilment, select, delivery {zvichiunzwa ku{city}} other {zvichizotorwa}}. Kubhadhara: {payment, select, cash_on_delivery {mari pakuunzirwa} ecocash {EcoCash (yakamirira kubhadharwa)} onemoney {OneMoney (yakamirira kubhadharwa)} innbucks {InnBucks (yakamirira kubhadharwa)} web {Paynow (yakamirira kubhadharwa)} other {{payment}}}.',
  'notifications.orderPlaced.title': 'Odha {order} yaitwa',
  'notifications.orderPlaced.body': 'Odha yako kuchitoro {store}, yemari inosvika {total}, yakamirira. Tichakuudza pano chitoro chikaichinja.',
  'notifications.orderStatus.title': `Odha {order} ${status('to')}`,
  'notifications.orderStatus.body': `Chitoro {store} chachinja odha yako {order}: yanga ${status('from')}, zvino ${status('to')}.`,
  'notifications.orderShipped.title': 'Odha {order} iri munzira',
  'notifications.orderShipped.body': 'Chitoro {store} chatumira odha yako {order}. Mutakuri: {courier}. Nhamba yekutevera: {tracking}.',
  'notifications.offerReceived.title': 'Mutengo mutsva wapiwa pa{product}',
  'notifications.offerReceived.body': `{person} apa mutengo we${AMOUNT}.{note}`,
  'notifications.offerAccepted.title': 'Mutengo wabvumirwa: {product}',
  'notifications.offerAccepted.body': `{person} abvuma ${AMOUNT}.{note}`,
  'notifications.offerRejected.title': 'Mutengo warambwa: {product}',
  'notifications.offerRejected.body': `{person} aramba ${AMOUNT}.{note}`,
  'notifications.offerCountered.title': 'Mumwe mutengo wapiwa pa{product}',
  'notifications.offerCountered.body': `{person} apa mumwe mutengo: ${AMOUNT}.{note}`,
  'notifications.offerWithdrawn.title': 'Mutengo wadzoserwa: {product}',
  'notifications.offerWithdrawn.body': `{person} adzosera mutengo we${AMOUNT}.{note}`,
  'notifications.reviewReceived.title': 'Ongororo itsva ine nyeredzi {rating} ye{product}',
  'notifications.requestMatch.title': 'Chikumbiro chitsva chemutengi mu{city}: {request}',
  'notifications.requestMatch.body': '{owner} ari kutsvaga izvi muchikamu che{category}. {details}',
  'notifications.requestMatchBudget.title': 'Chikumbiro chitsva chemutengi mu{city}: {request}',
  'notifications.requestMatchBudget.body': '{owner} ari kutsvaga izvi muchikamu che{category}. {details} Bhajeti: {budget}.',
  'notifications.requestResponse.title': 'Chitoro {store} chapindura “{request}”',
  'notifications.requestResponsePrice.title': 'Chitoro {store} chapindura “{request}”',
  'notifications.requestResponsePrice.body': '{reply} Mutengo: {price}.',
  'notifications.staffInvited.title': 'Wakokwa kuti ubatsire kufambisa chitoro {store}',
  'notifications.staffInvited.body': `Wakokwa kuti ushande muchitoro {store}. Basa rako: ${ROLE}. Bvuma kana kuramba kukoka uku muakaundi yako.`,
  'notifications.staffJoined.title': '{person} apinda muchitoro {store}',
  'notifications.staffJoined.body': '{person} ava mushandi wechitoro {store}.',
  'notifications.staffDeclined.title': '{person} aramba kupinda muchitoro {store}',
  'notifications.staffDeclined.body': '{person} aramba kukoka kwako kuchitoro {store}.',
  'notifications.staffRole.title': 'Basa rako muchitoro {store} rachinja',
  'notifications.staffRole.body': `Zvino uri ${ROLE} wechitoro {store}.`,
  'notifications.staffRemoved.title': 'Hausisiri mushandi wechitoro {store}',
  'notifications.staffRemoved.body': 'Muridzi wechitoro {store} akubvisa pavashandi vacho.',
  'notifications.orderPaidStore.title': 'Odha {order} yabhadharwa',
  'notifications.orderPaidStore.body': '{total} yeodha {order} yabhadharwa kuburikidza nePaynow ({reference}). Igadzirire mutengi.',
  'notifications.orderPaidBuyer.title': 'Odha {order} yabhadharwa',
  'notifications.orderPaidBuyer.body': 'Mari yawabhadhara yeodha {order} kuchitoro {store} yasvika. Chitoro chiri kuigadzirira.',
  'notifications.paymentDuplicate.title': 'Mari yechipiri yasvika',
  'notifications.paymentDuplicate.body':
    'Maodha ako akanga atobhadharwa pakasvika mari {reference}. Musika ichaidzosera; taura nerubatsiro kana uine mibvunzo.',
  'notifications.orderRefundedStore.title': 'Mari yeodha {order} yadzoserwa',
  'notifications.orderRefundedStore.body': 'Mari yeodha {order} ({total}, {reference}) yadzoserwa kumutengi. Usaitumire.',
  'notifications.orderRefundedBuyer.title': 'Mari yeodha {order} yadzoserwa',
  'notifications.orderRefundedBuyer.body': 'Mari yawabhadhara yeodha {order} ({total}) yadzoserwa kuburikidza nePaynow.',
  'notifications.orderRefundedByMusika.title': 'Mari yeodha {order} yadzoserwa',
  'notifications.orderRefundedByMusika.body': 'Mari yawabhadhara yeodha {order} ({total}) yadzoserwa neMusika (nhamba yekudzosera: {reference}).',

  'notifications.auctionOutbid.title': 'Wapfuurwa pakubhidha pa{product}',
  'notifications.auctionOutbid.body': 'Mumwe munhu abhidha {bid}. Bhidha kanenge {minimum} kuti utungamire zvakare okisheni isati yapera.',
  'notifications.auctionSold.title': 'Chinhu {product} chatengeswa ne{bid}',
  'notifications.auctionSold.body':
    'Okisheni yapera ne{bid}, mutengo wepasi wasvikwa. Bvuma kana kuramba mhedzisiro muna Okisheni; kana yabvumirwa, akahwina anogona kubhadhara.',
  'notifications.auctionReserveNotMet.title': '{product}: mutengo wepasi hauna kusvikwa',
  'notifications.auctionReserveNotMet.body':
    'Okisheni yapera bhidhi repamusoro riri {bid}, pasi pemutengo wako wepasi. Hapana akahwina; ramba mhedzisiro muna Okisheni kuti uivhare.',
  'notifications.auctionNoBids.title': 'Okisheni ye{product} yapera pasina bhidhi',
  'notifications.auctionNoBids.body': 'Hapana akabhidha mutengo wekutanga we{start}.',
  'notifications.auctionWon.title': 'Wahwina {product}',
  'notifications.auctionWon.body': 'Bhidhi rako re{bid} ndiro rahwina. Mutengesi achabvuma mhedzisiro; tichakuudza pano kana wava kugona kubhadhara.',
  'notifications.auctionNotSold.title': '{product}: mutengo wepasi hauna kusvikwa',
  'notifications.auctionNotSold.body':
    'Okisheni yapera bhidhi rako re{bid} ndiro riri pamusoro, asi riri pasi pemutengo wepasi wemutengesi, saka hazvina kutengeswa.',
  'notifications.auctionRejected.title': '{product}: mutengesi aramba mhedzisiro',
  'notifications.auctionRejected.body': 'Mutengesi haana kubvuma kutengesa, saka hapana chaunofanira kubhadhara uye chinhu hachina kutengeswa.',
  'notifications.auctionPay.title': 'Bhadhara {product}',
  'notifications.auctionPay.body': 'Mutengesi abvuma bhidhi rako rakahwina re{bid}. Bhadhara kuti upedze kutenga.',

  'notifications.dayRange': '{first} kusvika {last}',
  'notifications.bookingRequested.title': '{booking, select, hire {Chikumbiro chitsva chekuhaya} other {Chikumbiro chitsva chemusangano}}: {product}',
  'notifications.bookingRequested.body': '{buyer} akumbira {when} (nguva yeHarare). Chibvume kana kuchipindura pamisangano yako yakarongwa.',
  'notifications.bookingBuyerMoved.title':
    '{buyer} {action, select, accept {abvuma nguva yawakataura} decline {aramba nguva yawakataura} other {adzima}}: {product}',
  'notifications.bookingBuyerMoved.body': '{product}, {when} (nguva yeHarare).',
  'notifications.bookingProposed.title': 'Imwe nguva yataurwa: {product}',
  'notifications.bookingProposed.body': 'Chitoro {store} chinoti {when} (nguva yeHarare) panzvimbo ye{fromWhen}. Ibvume kana kuiramba.{note}',
  'notifications.bookingAnswered.title':
    '{status, select, accepted {Musangano wabvumirwa} confirmed {Kuhaya kwasimbiswa} declined {Kubhuka kwarambwa} other {{status}}}: {product}',
  'notifications.bookingAnswered.body': 'Chitoro {store}: {product}, {when} (nguva yeHarare).{note}',
  'notifications.bookingReminderBuyer.title': 'Chiyeuchidzo: {product} mangwana',
  'notifications.bookingReminderBuyer.body':
    '{booking, select, hire {Kuhaya kwako} other {Musangano wako}} nechitoro {store}: {when} (nguva yeHarare).',
  'notifications.bookingReminderStore.title': 'Chiyeuchidzo: {product} mangwana',
  'notifications.bookingReminderStore.body': '{booking, select, hire {Kuhaya kwakabhukwa} other {Musangano wakabhukwa}} pa{when} (nguva yeHarare).',
  'notifications.bookingLapsedBuyer.title': 'Chikumbiro chapera nguva: {product}',
  'notifications.bookingLapsedBuyer.body':
    'Chitoro {store} hachina kupindura chikumbiro chako chekuhaya che{when} mukati memaawa {hours}, saka chapera nguva uye mazuva acho ava pachena zvakare. Unogona kukumbira zvakare.',
  'notifications.bookingLapsedStore.title': 'Chikumbiro chapera nguva: {product}',
  'notifications.bookingLapsedStore.body':
    'Chikumbiro chekuhaya che{when} hachina kupindurwa mukati memaawa {hours}, saka chapera nguva uye mazuva iwayo ava pachena zvakare.',

  'notifications.payoutPaid.title': 'Mari yako ye{amount} yatumirwa',
  'notifications.payoutPaid.body': 'Musika yatumira {amount} yechitoro {store} ku{destination}. Nhamba yekutumira: {reference}.',
  'notifications.payoutRejected.title': 'Chikumbiro chako chemari ye{amount} hachina kubhadharwa',
  'notifications.payoutRejected.body':
    'Vezvemari havana kubhadhara chikumbiro chemari ye{amount} chechitoro {store}: {reason} Mari inoramba iri mubhalanzi rako; unogona kukumbira zvakare.',

  'notifications.listingUnpublished.title': 'Chiziviso chako "{product}" chabviswa pachena',
  'notifications.listingUnpublished.body':
    'Mutariri weMusika abvisa pachena "{product}" ({store}) mushure mekunge pataurwa {report, select, counterfeit {zvinhu zvenhema} prohibited {chinhu chisingabvumirwe} scam {hunyengeri} wrong_category {rudzi rusiri rwo} offensive {zvinogumbura} other {chimwe chikonzero}}: {reason} Chinoramba chiri muzviziviso zvako chisina kuburitswa; vatengi havachachioni.',
  'notifications.reportUnpublished.title': 'Dambudziko rawakataura pamusoro pe"{product}"',
  'notifications.reportUnpublished.body': 'Tinotenda: mutariri aongorora zvawakataura uye abvisa pachena "{product}".',
  'notifications.reportDismissed.title': 'Dambudziko rawakataura pamusoro pe"{product}"',
  'notifications.reportDismissed.body': 'Mutariri aongorora zvawakataura uye asiya "{product}" ichiratidzwa.{note}',
  'notifications.reviewHidden.title': 'Ongororo yako ye"{product}" yavanzwa',
  'notifications.reviewHidden.body':
    'Mutariri weMusika avanza ongororo yako ye"{product}": {reason} Vamwe vatengi havachaioni uye haichaverengwi mumamakisi echinhu.',
  'notifications.reviewRestored.title': 'Ongororo yako ye"{product}" yava kuonekwa zvakare',
  'notifications.reviewRestored.body':
    'Mutariri weMusika adzosa ongororo yako ye"{product}": vatengi vava kuiona zvakare uye inoverengwa mumamakisi echinhu.',
  'notifications.storeSuspended.title': 'Chitoro chako "{store}" chamiswa',
  'notifications.storeSuspended.body':
    'Mutariri weMusika amisa "{store}": {reason} Vatengi havachaoni chitoro kana zviziviso zvacho; hapana chadzimwa. Taura nerubatsiro rweMusika kuti chidzoserwe.',
  'notifications.storeReinstated.title': 'Chitoro chako "{store}" chadzoka paMusika',
  'notifications.storeReinstated.body':
    'Mutariri weMusika adzosera "{store}": vatengi vava kuona chitoro nezviziviso zvakanga zviri pachena chisati chamiswa zvakare.{note}',

  'notifications.packageSet.title': 'Pakeji yako yava {package}',
  'notifications.packageSet.body':
    'Musika yaisa pakeji yako pa{package}{count, plural, =0 {} one {, nezuva # rekuwedzera} other {, nemazuva # ekuwedzera}}: ichashanda kusvika {ends}.',
  'notifications.packageExtended.title': 'Pakeji yako ye{package} yawedzerwa',
  'notifications.packageExtended.body':
    'Musika yapa pakeji yako ye{package} {count, plural, one {zuva # rekuwedzera} other {mazuva # ekuwedzera}}: yava kushanda kusvika {ends}.',
  'notifications.packageActive.title': 'Pakeji yako ye{package} yatanga kushanda',
  'notifications.packageActive.body':
    'Tinotenda nekubhadhara kwako. Pakeji yako ye{package} ichashanda kusvika {ends}: vhura dhashibhodhi yako kuti ufambise bhizinesi rako paMusika.',
  'notifications.packageRenewed.title': 'Pakeji yako ye{package} yatanga kushanda',
  'notifications.packageRenewed.body': 'Tinotenda: pakeji yako ye{package} yavandudzwa kusvika {ends}.',
  'notifications.packageRefunded.title': 'Mari yewakabhadhara pakeji yadzoserwa',
  'notifications.packageRefunded.body':
    'Mubhadharo {reference} wadzoserwa, saka pakeji yawakatenga nawo yapera. Sarudza pakeji kuti urambe uchitengesa.',
  'notifications.trialStarted.title': 'Kuedza mahara kwemazuva {days} kwe{package} kwatanga',
  'notifications.trialStarted.body': 'Edza Musika mahara kusvika kuedza kwapera, wozosarudza pakeji kuti urambe uchitengesa.',
  'notifications.customPackage.title': 'Tagamuchira chikumbiro chako chepakeji yakagadzirirwa iwe',
  'notifications.customPackage.body': 'Tinotenda: vatengesi vedu vachataura newe mukati mezuva rimwe rebasa.',
  'notifications.adsFunded.title': 'Akaundi yezvishambadzo yaiswa mari: {amount}',
  'notifications.adsFunded.body': 'Mubhadharo wako {reference} wasimbiswa uye {amount} yawedzerwa pabhalanzi yako yezvishambadzo.',
  'notifications.adsRefunded.title': 'Mari yezvishambadzo yadzoserwa: {amount}',
  'notifications.adsRefunded.body': 'Mubhadharo {reference} wadzoserwa, saka {amount} yabviswa pabhalanzi yako yezvishambadzo.',
  'notifications.adsRefundedPart.title': 'Mari yezvishambadzo yadzoserwa: {amount}',
  'notifications.adsRefundedPart.body':
    'Mubhadharo {reference} wadzoserwa. {taken} isina kushandiswa yabviswa pabhalanzi yako yezvishambadzo; {spent} yakanga yatoshandiswa pazvishambadzo.',

  'notifications.unknownCity': 'Hazvizivikanwe',
};
