import { Lightbulb } from 'lucide-react';
import type { Insight } from '@shared/insights/insights.schemas';

/** One insight in plain words: the finding, its size, what it rests on, and that it is a pattern only. */
export function InsightCard({ insight }: { insight: Insight }) {
  return (
    <article
      aria-labelledby={`insight-${insight.id}`}
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="insight-card"
    >
      <h3 id={`insight-${insight.id}`} className="flex items-center gap-2 font-semibold text-slate-900">
        <Lightbulb aria-hidden="true" className="h-5 w-5 shrink-0 text-teal-700" />
        {insight.title}
      </h3>
      <p className="text-slate-800">{insight.body}</p>
      <dl className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Size: </dt>
          <dd className="inline">{insight.size}</dd>
        </div>
        <div>
          <dt className="inline font-medium">From: </dt>
          <dd className="inline">{insight.basis}</dd>
        </div>
      </dl>
      <p className="text-sm italic text-slate-700">{insight.caveat}</p>
    </article>
  );
}
