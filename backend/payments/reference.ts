/** Payment references: MSK-PAY- and 10 random Crockford base32 characters (50 bits), sent to Paynow as `reference`. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newPaymentReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  // 256 is a multiple of 32: the low 5 bits of each byte are uniform.
  return `MSK-PAY-${Array.from(bytes, (b) => ALPHABET[b & 31]).join('')}`;
}
