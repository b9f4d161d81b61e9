/**
 * A video that costs nothing until asked for (data is expensive): the poster image and a play link first. With
 * JavaScript, tapping it swaps in the player's iframe (autoplaying, since the visitor just asked); without, the
 * link opens the video itself.
 */
import { useState } from 'react';
import { formatDuration } from './post-format';
import * as s from './blog.css';

interface Props {
  title: string;
  videoUrl: string;
  poster: string | null;
  durationSeconds: number | null;
}

export function withAutoplay(url: string): string {
  const u = new URL(url);
  u.searchParams.set('autoplay', '1');
  return u.toString();
}

export function VideoPlayer({ title, videoUrl, poster, durationSeconds, playLabel = 'Play video' }: Props & { playLabel?: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className={s.player}>
      {playing ? (
        <iframe
          className={s.iframe}
          src={withAutoplay(videoUrl)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <a
          className={s.posterLink}
          href={videoUrl}
          rel="noopener"
          data-testid="video-poster"
          onClick={(event) => {
            // A new-tab or modified click keeps the link's own behaviour.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            setPlaying(true);
          }}
        >
          {poster ? <img className={s.posterImage} src={poster} alt="" width={1280} height={720} /> : null}
          <span className={s.playLabel}>
            ▶ {playLabel}
            {durationSeconds ? ` (${formatDuration(durationSeconds)})` : ''}
            <span className={s.visuallyHidden}>: {title}</span>
          </span>
        </a>
      )}
    </div>
  );
}

/** A video announced before its recording is linked: the poster and an honest label, nothing to tap. */
export function VideoComing({ poster, label = 'Video coming soon' }: { poster: string | null; label?: string }) {
  return (
    <div className={s.player} data-testid="video-coming">
      {poster ? <img className={s.posterImage} src={poster} alt="" width={1280} height={720} /> : null}
      <span className={s.playLabel}>{label}</span>
    </div>
  );
}
