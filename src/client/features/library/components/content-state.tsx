import type { ReactNode } from 'react';
import { Spinner } from '@client/components/ui/spinner';
import { FormAlert } from '@client/components/ui/form-alert';
import type { ContentBundle } from '@shared/content/content.schemas';
import { useContent } from '../api/content';

/** Renders its child with the bundle, or the loading or error state. */
export function WithContent({ children }: { children: (bundle: ContentBundle) => ReactNode }) {
  const { data, isPending, error } = useContent();
  if (data) return <>{children(data)}</>;
  if (isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading content" />
      </div>
    );
  }
  return <FormAlert message={error} />;
}
