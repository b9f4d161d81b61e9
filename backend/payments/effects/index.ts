/** The settlement effects of each payment purpose, in one table the settle step looks up. */
import { adsEffects } from './ads';
import { orderEffects } from './order';
import { subscriptionEffects } from './subscription';
import type { PurposeEffects } from './types';
import type { PAYMENT_PURPOSES } from '../../db/schema';

export const EFFECTS: Record<(typeof PAYMENT_PURPOSES)[number], PurposeEffects> = {
  order: orderEffects,
  subscription: subscriptionEffects,
  ads: adsEffects,
};
