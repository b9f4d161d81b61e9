/**
 * POST /register (spec §7 "Auth", §3 "Registration"): answers {sent: true} for every valid registration,
 * whether or not the address already has an account (backend/auth/registrations.ts). Both paths do the same
 * work — one PBKDF2 of the password, one key and its SHA-256, one batch of two rows — so neither the answer
 * nor its timing tells who has an account.
 */
import * as contract from '../../schema/rest/auth';
import { findUserByEmail } from './accounts-queries';
import { mount, type BackendApp } from '../http';
import { sendAccountExists } from './one-time-keys';
import { hashPassword } from './passwords';
import { clientIp, enforceRateLimits, limitKey } from './rate-limit';
import { startRegistration } from './registrations';
import { publicOrigin } from './request-config';
import { clockNow } from '../clock';

export function registerRegisterRoute(app: BackendApp): void {
  mount(app, contract.register, async ({ db, body, c }) => {
    const now = clockNow(c);
    // Per address too: each registration sends an e-mail, and nobody may flood an inbox with them.
    await enforceRateLimits(db, [limitKey('register', 'ip', clientIp(c)), limitKey('register', 'email', body.email)], now);
    const existing = await findUserByEmail(db, body.email);
    // Hashed on both paths (the existing owner's hash stays as it is): equal cost, equal timing.
    const passwordHash = await hashPassword(body.password);
    if (existing) await sendAccountExists(db, publicOrigin(c), existing, now);
    else await startRegistration(db, publicOrigin(c), body, passwordHash, now);
    return { sent: true as const };
  });
}
