/**
 * The notice bar's × without JavaScript (its form posts here): the close is remembered in a cookie and the
 * browser goes back to the page it was on, now without the bar. With JavaScript the bar animates away and this is
 * never asked. A GET has nothing to show: it goes home.
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import { z } from 'zod';
import { noticeClosedCookie } from '~/features/feedback/notice-closed-cookie.server';
import { safeRedirect } from '~/lib/safe-redirect';
import { href } from '~/routes';

const form = z.object({ redirectTo: z.string().max(2000).optional() });

export async function action({ request }: ActionFunctionArgs) {
  const parsed = form.safeParse(Object.fromEntries(await request.formData()));
  const back = safeRedirect(parsed.success ? parsed.data.redirectTo : undefined, href('home'));
  throw redirect(back, { status: 303, headers: { 'Set-Cookie': noticeClosedCookie() } });
}

export const loader = () => redirect(href('home'));
