/**
 * A sentence with people's or businesses' names in it, in the page's language (issue 33 §3): the server cuts it
 * around the names so each can be marked translate="no" (content the site does not write) while the sentence's
 * own words stay translatable. Even places are the site's words, odd places names; one piece is shown as it is.
 */
export type Worded = string[];

export function WordedText({ parts }: { parts: Worded }) {
  if (parts.length === 1) return <>{parts[0]}</>;
  return (
    <>
      {parts.map((part, i) =>
        i % 2 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, never reordered.
          <span key={i} translate="no">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
