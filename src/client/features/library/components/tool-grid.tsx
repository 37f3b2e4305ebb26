import { Link } from 'react-router';
import type { Tool } from '@shared/content/content.schemas';
import { gateOfTool } from '@shared/content/tier-access';
import { AccessMark } from './access-mark';
import { ContentIcon } from './content-icon';

/** Tools as cards with their lock state, each linking to /tools/<key>. */
export function ToolGrid({ tools, limit }: { tools: Tool[]; limit?: number }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tools.slice(0, limit).map((tool) => {
        const gate = gateOfTool(tool);
        return (
          <li key={tool.id}>
            <Link
              to={`/tools/${tool.id}`}
              className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-teal-600"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="rounded-xl bg-teal-50 p-2">
                  <ContentIcon name={tool.icon} className="h-6 w-6 text-teal-700" />
                </span>
                <AccessMark gate={gate} />
              </span>
              <span className="text-lg font-semibold text-slate-900">{tool.name}</span>
              <span className="text-slate-700">{tool.description}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
