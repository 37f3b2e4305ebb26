import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { defaultTrustSettings, trustSettingsSchema, type TrustSettings } from '@shared/community/trust';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { toast, toastError } from '@client/components/ui/toast-store';
import { applyServerErrors } from '@client/lib/form-errors';
import { schemaResolver } from '@client/lib/schema-resolver';
import { useTrustSettings } from '../api/trust-settings';
import { useUpdateTrustSettings } from '../api/update-trust-settings';
import { trustSettingsGroups } from './trust-settings-fields';

/** Edits the numbers of the forum's trust levels; the whole object is saved at once. */
export function TrustSettingsForm({ settings }: { settings: TrustSettings }) {
  const update = useUpdateTrustSettings();
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const form = useForm<TrustSettings>({
    resolver: schemaResolver(trustSettingsSchema),
    defaultValues: settings,
  });
  const { register, formState } = form;
  const onSubmit = form.handleSubmit(
    async (values) => {
      setMessage(null);
      try {
        const saved = await update.mutateAsync(values);
        form.reset(saved);
        toast({ title: 'Trust levels saved' });
      } catch (error) {
        const text = applyServerErrors(
          error,
          form.setError,
          (field) => trustSettingsGroups.flatMap((g) => g.fields).find((f) => f.name === field)?.name,
        );
        setMessage(text ? { text, tone: 'error' } : null);
        toastError('Error saving trust levels', error);
      }
    },
    () => setMessage({ text: 'Some numbers are out of range: see the fields marked below.', tone: 'error' }),
  );
  const handleRestore = () => {
    // The saved values stay the form's defaults: nothing changes on the server until Save.
    form.reset(defaultTrustSettings, { keepDefaultValues: true });
    setMessage({ text: 'Discourse’s defaults are filled in. Save to use them.', tone: 'success' });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {trustSettingsGroups.map((group) => (
        <fieldset key={group.legend} className="space-y-3">
          <legend className="text-base font-semibold text-slate-900">{group.legend}</legend>
          <p className="text-sm text-slate-600">{group.help}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            {group.fields.map((field) => (
              <FormField
                key={field.name}
                label={field.label}
                error={form.getFieldState(field.name, formState).error?.message}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={field.min}
                  max={field.max}
                  {...register(field.name, { valueAsNumber: true })}
                />
              </FormField>
            ))}
          </div>
        </fieldset>
      ))}
      <FormAlert message={message?.text ?? null} tone={message?.tone} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={formState.isSubmitting}>
          Save trust levels
        </Button>
        <Button variant="secondary" onClick={handleRestore}>
          Restore Discourse’s defaults
        </Button>
      </div>
    </form>
  );
}

/** The trust levels' section of the settings page: loads the numbers, then the form. */
export function TrustSettingsSection() {
  const settings = useTrustSettings();
  return (
    <section aria-labelledby="trust-settings-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="trust-settings-heading" className="text-lg font-semibold text-slate-900">
          Forum trust levels
        </h2>
        <p className="text-slate-700">
          Discourse’s levels: a New member becomes a Basic member, then a Member, by reading topics over some
          minutes and days. Each level may do more.
        </p>
      </div>
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError ? (
        <FormAlert message="The trust levels could not be loaded." />
      ) : (
        <TrustSettingsForm settings={settings.data} />
      )}
    </section>
  );
}
