import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { gateOfTool } from '@shared/content/tier-access';
import { toolNames } from '@shared/tools/tool-keys';
import { useSession } from '@client/features/account/use-session';
import { PageHeader } from '@client/components/ui/page-header';
import { WithContent } from '@client/features/library/components/content-state';
import { LockedNotice } from '@client/features/library/components/locked-notice';
import { useAccess } from '@client/features/library/use-access';
import { NotFoundPage } from '../not-found-page';

function AllToolsLink() {
  return (
    <Link
      to="/tools"
      className="-mt-3 mb-1 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-teal-800 hover:underline"
    >
      <ChevronLeft aria-hidden="true" className="h-4 w-4" /> All tools
    </Link>
  );
}

interface ToolPageProps {
  toolKey: string;
  children: ReactNode;
  /**
   * A writing tool that opens offline: while the session cannot be read it shows with its name only (the
   * content bundle and the member's tier need the server) and keeps what is written on the device.
   */
  writableOffline?: boolean;
}

/**
 * The frame of every tool page: its name and description from the content bundle, and a lock in place of
 * the tool when the member's tier does not open it (the server refuses its data as well).
 */
export function ToolPage({ toolKey, children, writableOffline = false }: ToolPageProps) {
  const { canOpen, requiredTier } = useAccess();
  const { unreachable } = useSession();
  if (writableOffline && unreachable) {
    return (
      <>
        <AllToolsLink />
        <PageHeader
          title={Object.entries(toolNames).find(([key]) => key === toolKey)?.[1] ?? 'Tools'}
          description="You are offline. What you write here is kept on this device and sent as soon as you are back online."
        />
        {children}
      </>
    );
  }
  return (
    <WithContent>
      {(bundle) => {
        const tool = bundle.tools.find((t) => t.id === toolKey);
        if (!tool) return <NotFoundPage />;
        const gate = gateOfTool(tool);
        return (
          <>
            <AllToolsLink />
            <PageHeader title={tool.name} description={tool.description} />
            {canOpen(gate) ? children : <LockedNotice requiredTier={requiredTier(gate)} what={tool.name} />}
          </>
        );
      }}
    </WithContent>
  );
}
