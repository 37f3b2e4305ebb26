import { PageHeader } from '@client/components/ui/page-header';
import { WithContent } from '@client/features/library/components/content-state';
import { ToolGrid } from '@client/features/library/components/tool-grid';

export function ToolsPage() {
  return (
    <>
      <PageHeader
        title="Tools"
        description="Interactive tools that turn skills into daily practice. Your entries are private to you."
      />
      <WithContent>{(bundle) => <ToolGrid tools={bundle.tools} />}</WithContent>
    </>
  );
}
