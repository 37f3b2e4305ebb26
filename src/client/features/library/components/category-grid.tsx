import { Link } from 'react-router';
import type { ContentBundle } from '@shared/content/content.schemas';
import { gateOfCategory } from '@shared/content/tier-access';
import { AccessMark } from './access-mark';
import { ContentIcon } from './content-icon';

export function CategoryGrid({ bundle, limit }: { bundle: ContentBundle; limit?: number }) {
  const categories = bundle.skillCategories.slice(0, limit);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => {
        const count = bundle.skills.filter((s) => s.categoryId === category.id).length;
        const gate = gateOfCategory(category);
        return (
          <li key={category.id}>
            <Link
              to={`/skills/${category.id}`}
              className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-teal-600"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="rounded-xl bg-teal-50 p-2">
                  <ContentIcon name={category.icon} className="h-6 w-6 text-teal-700" />
                </span>
                <AccessMark gate={gate} />
              </span>
              <span className="text-lg font-semibold text-slate-900">{category.title}</span>
              <span className="flex-1 text-slate-700">{category.description}</span>
              <span className="text-sm font-medium text-slate-600">
                {count} {count === 1 ? 'skill' : 'skills'}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
