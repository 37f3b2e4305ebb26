import type { TextSegment } from '@shared/content/content.schemas';

/** Text with the words a search matched marked (plain React text: nothing is parsed as HTML). */
export function HighlightedText({ segments }: { segments: TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded bg-amber-100 px-0.5 text-slate-900">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
