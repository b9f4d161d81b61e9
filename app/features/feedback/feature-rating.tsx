/**
 * <FeatureRating feature="search-results" text={…} />: asks for a 1–5 rating of one
 * feature (spec §2 overlay 6), at most once every 2 months per feature (spec §9, remembered in localStorage
 * from the moment it is shown). Decided only after hydration (the page HTML is shared by all visitors); the
 * popover itself is a chunk loaded then, and floats over the content, so it shifts nothing.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { mayPromptFeature } from './feedback-rules';
import { featurePromptKey, readLocal, writeLocal } from './local-flags';
import { anchor } from './feedback.css';
import type { FeatureRatingText } from './feature-rating-text';

const FeatureRatingPopover = lazy(() => import('./feature-rating-popover'));

interface FeatureRatingProps {
  /** The feature's slug, sent with the rating and used for the 2-month throttle. */
  feature: string;
  text: FeatureRatingText;
}

export function FeatureRating({ feature, text }: FeatureRatingProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const key = featurePromptKey(feature);
    const now = new Date();
    if (!mayPromptFeature(readLocal(key), now)) return;
    writeLocal(key, now.toISOString());
    setOpen(true);
  }, [feature]);

  return (
    <div className={anchor}>
      {open ? (
        <Suspense fallback={null}>
          <FeatureRatingPopover feature={feature} text={text} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
