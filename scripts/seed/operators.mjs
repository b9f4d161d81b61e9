/**
 * Musika's own staff in the demo seed (issue 29): one account per operator role, password `Admin#2026!`, all
 * sharing the authenticator secret MUSIKAADMINSEED2 (base32; add it to any authenticator app by hand). The
 * Worker refuses that secret whenever PUBLIC_ORIGIN is not localhost, so a seeded database put online by
 * mistake opens no operator screen (backend/operators/second-factor.ts).
 *
 *   admin@musika.co.zw      admin        moderator@musika.co.zw  moderator   editor@musika.co.zw  editor
 *   finance@musika.co.zw    finance      support@musika.co.zw    support
 */
import { seedPasswordHash } from './accounts.mjs';

export const OPERATOR_PASSWORD = 'Admin#2026!';
export const SEEDED_TOTP_SECRET = 'MUSIKAADMINSEED2';
const CREATED_AT = '2026-01-02T07:00:00.000Z';

// Ids leave room after the demo accounts (19–23) for more of them.
const people = [
  [40, 'admin', 'Farai', 'Moyo', '263772400100'],
  [41, 'moderator', 'Tariro', 'Ncube', '263772400101'],
  [42, 'editor', 'Nyasha', 'Dube', '263772400102'],
  [43, 'finance', 'Tatenda', 'Sibanda', '263772400103'],
  [44, 'support', 'Rutendo', 'Mlambo', '263772400104'],
];

export const operatorUsers = people.map(([id, role, first, last, whatsapp]) => ({
  id,
  email: `${role}@musika.co.zw`,
  username: role,
  firstName: first,
  lastName: last,
  displayName: `${first} ${last}`,
  whatsappNumber: whatsapp,
  photo: null,
  roles: JSON.stringify(['buyer']),
  passwordHash: seedPasswordHash(OPERATOR_PASSWORD, `${role}@musika.co.zw`),
  canTrial: 0,
  billing: null,
  createdAt: CREATED_AT,
}));

export const operatorRoleRows = people.map(([userId, role]) => ({ userId, role, grantedAt: CREATED_AT }));

export const operatorTotpRows = people.map(([userId]) => ({
  userId,
  secret: SEEDED_TOTP_SECRET,
  confirmedAt: CREATED_AT,
  lastStep: null,
  createdAt: CREATED_AT,
}));
