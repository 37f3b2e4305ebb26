import { PageHeader } from '@client/components/ui/page-header';
import { WithContent } from '@client/features/library/components/content-state';
import { PlanExplainer } from '@client/features/library/components/plan-explainer';
import { ToolGrid } from '@client/features/library/components/tool-grid';
import { groupTools } from '@client/features/library/tool-groups';

export function ToolsPage() {
  return (
    <>
      <PageHeader
        title="Tools"
        description="Interactive tools that turn skills into daily practice. Your entries are private to you."
      />
      <PlanExplainer />
      <WithContent>
        {(bundle) => (
          <div className="space-y-10">
            {groupTools(bundle.tools).map((group) => (
              <section
                key={group.title}
                aria-labelledby={`tools-${group.title.replace(/\s+/g, '-')}`}
                className="space-y-4"
              >
                <div>
                  <h2
                    id={`tools-${group.title.replace(/\s+/g, '-')}`}
                    className="text-xl font-semibold text-slate-900"
                  >
                    {group.title}
                  </h2>
                  {group.description ? <p className="text-slate-700">{group.description}</p> : null}
                </div>
                <ToolGrid tools={group.tools} />
              </section>
            ))}
          </div>
        )}
      </WithContent>
    </>
  );
}
