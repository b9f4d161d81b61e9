/** How to reach Musika's support team: one place for the support and contact pages (and the seeded page copy). */
export const SUPPORT = {
  whatsApp: '+263 77 200 3000',
  whatsAppLink: 'https://wa.me/263772003000',
  email: 'support@musika.co.zw',
  phone: '+263 242 700 100',
  office: '3rd Floor, 45 Samora Machel Avenue, Harare',
  hours: 'Monday to Friday 08:00–17:00, Saturday 08:00–13:00 (Harare time).',
} as const;
