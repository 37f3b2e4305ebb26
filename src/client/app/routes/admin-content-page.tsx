import { useState } from 'react';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { CategoriesList, SkillsList, ToolsList } from '@client/features/admin/components/content-lists';
import { useContent } from '@client/features/library/api/content';
import { cn } from '@client/lib/class-names';

const tabs = [
  { key: 'categories', label: 'Categories' },
  { key: 'skills', label: 'Skills' },
  { key: 'tools', label: 'Tools' },
] as const;

export function AdminContentPage() {
  const { data } = useContent();
  const [tab, setTab] = useState<(typeof tabs)[number]['key']>('categories');
  return (
    <>
      <PageHeader
        title="Content"
        description="Categories, skills and tools. Drag the handles (or use the keyboard) to change their order."
      />
      <div role="tablist" aria-label="Content kind" className="mb-4 flex gap-2">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`panel-${t.key}`}
            onClick={() => setTab(t.key)}
            className={cn(
              'rounded-lg px-4 py-2 text-sm font-semibold',
              tab === t.key ? 'bg-teal-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {!data ? (
          <Spinner />
        ) : tab === 'categories' ? (
          <CategoriesList categories={data.skillCategories} />
        ) : tab === 'skills' ? (
          <SkillsList bundle={data} />
        ) : (
          <ToolsList tools={data.tools} />
        )}
      </div>
    </>
  );
}
