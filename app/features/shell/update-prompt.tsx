/**
 * Update prompt (spec §2 overlay 11): a new service worker (a new version of the site) is waiting.
 * Refresh hands over to it and reloads; Later keeps the page as it is (the new version starts next visit).
 */
import { useState } from 'react';
import { button } from '~/components/button.css';
import { applyUpdate } from './service-worker-client';
import * as s from './shell-overlays.css';

export const UPDATE_MESSAGE = 'New version available! Refresh to update?';

export default function UpdatePrompt({ worker, onLater }: { worker: ServiceWorker; onLater: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <section className={s.prompt} role="alertdialog" aria-labelledby="update-prompt-title" data-testid="update-prompt">
      <p id="update-prompt-title" className={s.title}>
        {UPDATE_MESSAGE}
      </p>
      <div className={s.actions}>
        <button type="button" className={button({ tone: 'secondary' })} onClick={onLater}>
          Later
        </button>
        <button
          type="button"
          className={button()}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            applyUpdate(worker);
          }}
        >
          Refresh
        </button>
      </div>
    </section>
  );
}
