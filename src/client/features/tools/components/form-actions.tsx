import { Button } from '@client/components/ui/button';

interface FormActionsProps {
  submitLabel: string;
  /** While saving, the submit button is disabled and reads "Saving…". */
  isPending: boolean;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
}

/** A tool form's submit and cancel buttons. */
export function FormActions({ submitLabel, isPending, onCancel }: FormActionsProps) {
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
    </div>
  );
}
