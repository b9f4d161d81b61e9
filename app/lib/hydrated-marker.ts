import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it: `<html data-hydrated>`. The page's modules load only after
 * the window's load event (`<Scripts afterLoad>` in root.tsx), so "loaded" no longer means "interactive";
 * this is the one signal for it (the e2e tests wait for it after a document navigation, and styles may use it
 * to show controls that need JavaScript).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
}
