import { useRouteLoaderData } from '@remix-run/react';
import type { HeaderViewer } from './site-header';

/** The logged-in visitor as the root loader hands it to the header (null when logged out): no second query. */
export function useHeaderViewer(): HeaderViewer | null {
  const root = useRouteLoaderData('root') as { viewer?: HeaderViewer | null } | undefined;
  return root?.viewer ?? null;
}
