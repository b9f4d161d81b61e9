#!/usr/bin/env node
/**
 * Creates Musika's first admin from the command line (issue 29): a deployment has no seeded operators it may
 * trust, and nobody can grant a role without already holding one.
 *
 *   node scripts/create-admin.mjs <email> <password> [--name "First Last"] [--remote]
 *
 * Local D1 by default; --remote runs against the deployed database with wrangler (logged in). An existing account
 * with that e-mail gets the new password and the admin role. Either way a new authenticator secret replaces any
 * old one: the script prints its otpauth:// URI (paste it into a QR generator you trust, or type the secret into
 * the app) and 10 recovery codes, shown only now — only their SHA-256 digests are stored.
 */
import { createHash, pbkdf2Sync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, run } from './lib.mjs';

const args = process.argv.slice(2);
const remote = args.includes('--remote');
const nameAt = args.indexOf('--name');
const name = nameAt >= 0 ? args[nameAt + 1] : 'Musika Admin';
const [email, password] = args.filter((a, i) => !a.startsWith('--') && !(nameAt >= 0 && i === nameAt + 1));

function fail(message) {
  console.error(message);
  process.exit(1);
}
if (!email || !password) fail('Usage: node scripts/create-admin.mjs <email> <password> [--name "First Last"] [--remote]');
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) fail('The e-mail address is not valid.');
if (password.length < 8 || password.length > 200) fail('The password must be 8 to 200 characters.');

// The backend's stored format (backend/auth/passwords.ts): pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>.
const salt = randomBytes(16);
const passwordHash = `pbkdf2-sha256$100000$${salt.toString('base64')}$${pbkdf2Sync(password, salt, 100000, 32, 'sha256').toString('base64')}`;

// RFC 4648 base32, as backend/operators/totp.ts writes secrets (that file is TypeScript; this script runs in plain Node).
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32(bytes) {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + ALPHABET[(value << (5 - bits)) & 31] : out;
}
const secret = base32(randomBytes(20));
const codes = Array.from({ length: 10 }, () => base32(randomBytes(7)).toLowerCase().slice(0, 10));
// backend/auth/encoding.ts hashSecret: SHA-256 of the text, base64url without padding.
const digest = (text) => createHash('sha256').update(text).digest('base64url');

const q = (text) => `'${String(text).replace(/'/g, "''")}'`;
const lower = email.trim().toLowerCase();
const [first, ...rest] = name.trim().split(/\s+/);
const now = new Date().toISOString();
const user = `(select id from users where email = ${q(lower)})`;
const statements = [
  `INSERT INTO users (email, username, first_name, last_name, display_name, roles, password_hash, can_trial, created_at) VALUES (${q(lower)}, ${q(lower)}, ${q(first)}, ${q(rest.join(' ') || 'Admin')}, ${q(name.trim())}, '["buyer"]', ${q(passwordHash)}, 0, ${q(now)}) ON CONFLICT(email) DO UPDATE SET password_hash = excluded.password_hash;`,
  `INSERT OR IGNORE INTO operator_roles (user_id, role, granted_at) VALUES (${user}, 'admin', ${q(now)});`,
  `DELETE FROM operator_recovery_codes WHERE user_id = ${user};`,
  `INSERT INTO operator_totp (user_id, secret, confirmed_at, last_step, created_at) VALUES (${user}, ${q(secret)}, ${q(now)}, NULL, ${q(now)}) ON CONFLICT(user_id) DO UPDATE SET secret = excluded.secret, confirmed_at = excluded.confirmed_at, last_step = NULL;`,
  ...codes.map((code) => `INSERT INTO operator_recovery_codes (user_id, code_hash, created_at) VALUES (${user}, ${q(digest(code))}, ${q(now)});`),
  // Open logins of that account lose the code step they passed with an older secret.
  `UPDATE auth_tokens SET second_factor_at = NULL WHERE user_id = ${user};`,
];

const dir = mkdtempSync(join(tmpdir(), 'musika-admin-'));
const file = join(dir, 'create-admin.sql');
writeFileSync(file, `${statements.join('\n')}\n`, { mode: 0o600 });
try {
  await run(bin('wrangler'), ['d1', 'execute', 'DB', remote ? '--remote' : '--local', '--file', file]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const label = encodeURIComponent(`Musika:${lower}`);
console.log(`\n${lower} is an admin (${remote ? 'deployed' : 'local'} database).`);
console.log(`Authenticator (scan or type): otpauth://totp/${label}?secret=${secret}&issuer=Musika&algorithm=SHA1&digits=6&period=30`);
console.log(`Secret: ${secret}`);
console.log('Recovery codes (each works once; keep them offline):');
for (const code of codes) console.log(`  ${code.slice(0, 5)}-${code.slice(5)}`);
