/**
 * The pause and resume buttons' form posts (list and edit pages): one updateAd with `paused` only. A refusal
 * (no run_ads, no balance, an ended ad) comes back as the page's notice, in the page's language where its
 * English wording is known (the API keeps its English for API clients); pausing is always allowed by the API.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { mutate } from '~/graphql/client.server';
import { UpdateAdMutation } from '~/graphql/queries/ads-manage.server';
import type { Translate } from '~/lib/i18n/translate.server';
import { adMessageIn } from './ads-text.server';

export async function pauseOrResume(
  context: AppLoadContext,
  request: Request,
  businessId: string,
  form: FormData,
  t: Translate,
): Promise<{ notice?: string; formError?: string } | null> {
  const intent = String(form.get('intent') ?? '');
  const adId = String(form.get('adId') ?? '');
  if ((intent !== 'pause' && intent !== 'resume') || !/^\d{1,10}$/.test(adId)) return null;
  const { updateAd } = await mutate(context, request, UpdateAdMutation, { input: { businessId, adId, paused: intent === 'pause' } });
  if (!updateAd.ad) {
    const refusal = updateAd.userErrors[0]?.message.replace(/^\w+: /, '');
    return { formError: refusal ? adMessageIn(t, refusal) : t('vendorMoney.errorUpdating') };
  }
  return { notice: t(intent === 'pause' ? 'vendorMoney.paused' : 'vendorMoney.running') };
}
