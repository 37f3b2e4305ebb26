import { Card } from '@client/components/ui/card';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { useAdminCrisisLines } from '@client/features/admin/api/crisis-lines';
import { CrisisLinesEditor } from '@client/features/admin/components/crisis-lines-editor';

export function AdminCrisisLinesPage() {
  const lines = useAdminCrisisLines();
  return (
    <>
      <PageHeader
        title="Crisis lines"
        description="What the help panel offers, per country. Check each number at its source and note the day you did."
      />
      {lines.data ? (
        // Keyed by the list's version: a save elsewhere starts the editor afresh from what was saved.
        <Card>
          <CrisisLinesEditor key={lines.data.updatedAt} lines={lines.data.lines} />
        </Card>
      ) : lines.isError ? (
        <p className="text-red-700">Error fetching crisis lines</p>
      ) : (
        <Spinner />
      )}
    </>
  );
}
