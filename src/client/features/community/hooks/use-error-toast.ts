import { useEffect } from 'react';
import { toastError } from '@client/components/ui/toast-store';

interface FailingQuery {
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
}

/** Shows a query's spec §8 failure title once per failure, with the server's message. */
export function useErrorToast(query: FailingQuery, title: string): void {
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toastError(title, error);
  }, [isError, error, errorUpdatedAt, title]);
}
