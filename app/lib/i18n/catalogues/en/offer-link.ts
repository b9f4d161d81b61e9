/** The offer-link page (`/offer/{uuid}`): opening an offer with the phone number it was made with. */
export const offerLink = {
  'offerLink.meta': 'Your offer — Musika',
  'offerLink.home': 'Home',
  'offerLink.crumb': 'Your offer',
  'offerLink.title': 'Your offer on {name}',
  'offerLink.yourMove': 'It is your move. ',
  'offerLink.waiting': 'Waiting for {store} to answer. ',
  'offerLink.logIn': 'Log in',
  'offerLink.toAnswer': 'to accept, counter or withdraw.',
  'offerLink.open': 'Open your offer',
  'offerLink.privacy': 'For your privacy, enter the phone number you made the offer with.',
  'offerLink.formLabel': 'Open the offer',
  'offerLink.phone': 'Your phone number',
  'offerLink.show': 'Show the offer',
  'offerLink.error.phone': 'Enter the phone number the offer was made with',
  'offerLink.error.zimbabwe': 'Enter a Zimbabwean number, e.g. 77 123 4567',
  'offerLink.error.notFound': 'Failed to fetch offer. Check that the phone number is the one the offer was made with.',
} as const;
