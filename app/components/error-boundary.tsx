/** The one error boundary every route reuses: 404s render not found, anything else the route error screen. */
import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { useEffect } from 'react';
import { NotFoundScreen, RouteErrorScreen, UnauthorizedScreen, UnavailableScreen } from './status-screen';

export function GeneralErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    if (status >= 500) console.warn('Route failed to load', error);
  }, [error, status]);
  if (status === 404) return <NotFoundScreen />;
  if (status === 401 || status === 403) return <UnauthorizedScreen />;
  if (status === 503) return <UnavailableScreen />;
  return <RouteErrorScreen />;
}
