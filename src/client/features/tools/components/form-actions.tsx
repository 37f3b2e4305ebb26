import { Button } from '@client/components/ui/button';

interface FormActionsProps {
  submitLabel: string;
  /** While saving, the submit button is disabled and reads "Saving…". */
  isPending: boolean;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
  /**
   * Said beside the buttons and announced (a save waiting for the connection); '' says nothing. Given at all,
   * the live region is on the page from the start, so screen readers hear the text when it appears.
   */
  status?: string;
}

/** A tool form's submit and cancel buttons. */
export function FormActions({ submitLabel, isPending, onCancel, status }: FormActionsProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={isPending}>
        {isPending ? 'Saving…' : submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
      {status === undefined ? null : (
        <p
          aria-live="polite"
          className="min-w-0 flex-1 basis-64 text-sm font-medium text-amber-900 empty:basis-0"
        >
          {status}
        </p>
      )}
    </div>
  );
}
