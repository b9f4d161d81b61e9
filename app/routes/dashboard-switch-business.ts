/**
 * The business switcher's target: makes another of the vendor's businesses the active one (the bID every
 * dashboard call is scoped by) and goes back to the page it was used on. Only their own businesses: any other
 * id is refused, whatever the form says.
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import { z } from 'zod';
import { setActiveBusiness } from '~/features/auth/cookies.server';
import { requireDashboard } from '~/features/dashboard/access.server';
import { forbidden } from '~/lib/invariant-response.server';
import { safeRedirect } from '~/lib/safe-redirect';
import { href } from '~/routes';

const SwitchForm = z.object({ businessId: z.string().regex(/^\d{1,12}$/), redirectTo: z.string().max(2000).optional() });

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboard(args);
  const form = SwitchForm.safeParse(Object.fromEntries(await args.request.formData()));
  const target = form.success ? access.frame.businesses.find((b) => b.id === form.data.businessId) : undefined;
  if (!form.success || !target) throw forbidden('Not one of your businesses');
  // Back to the same page, unless it belonged to the previous business (a product's edit page).
  const back = safeRedirect(form.data.redirectTo, href('dashboard'));
  const to =
    back.startsWith('/dashboard') && !back.startsWith('/dashboard/update-') && !back.startsWith('/dashboard/order') ? back : href('dashboard');
  return redirect(to, { headers: { 'Set-Cookie': await setActiveBusiness(args.request, target.id) } });
}

export async function loader() {
  return redirect(href('dashboard'));
}
