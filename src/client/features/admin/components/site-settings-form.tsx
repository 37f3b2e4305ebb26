import { schemaResolver } from '@client/lib/schema-resolver';
import { useForm } from 'react-hook-form';
import * as z from '@shared/api/zod-mini';
import type { SiteSettings } from '@shared/settings/settings.schemas';
import { updateSiteSettingsSchema } from '@shared/settings/settings.schemas';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/input';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useUpdateSettings } from '@client/features/settings/api/update-settings';

const formSchema = z.required(updateSiteSettingsSchema);
type FormValues = z.infer<typeof formSchema>;

export function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const update = useUpdateSettings();
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: schemaResolver(formSchema),
    values: {
      siteAnnouncementMessage: settings.siteAnnouncementMessage,
      isAnnouncementVisible: settings.isAnnouncementVisible,
      maintenanceMode: settings.maintenanceMode,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast({
        title: 'Settings saved',
        description: values.maintenanceMode ? 'Maintenance mode is on.' : 'The site is open to everyone.',
      });
    } catch (error) {
      toastError('Error updating settings', error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        label="Announcement"
        error={formState.errors.siteAnnouncementMessage?.message}
        hint="Shown above the header on every page."
      >
        <Textarea rows={3} className="min-h-20" {...register('siteAnnouncementMessage')} />
      </FormField>
      <label className="flex items-center gap-3 text-slate-800">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-teal-700"
          {...register('isAnnouncementVisible')}
        />
        Show the announcement
      </label>
      <label className="flex items-center gap-3 text-slate-800">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-teal-700"
          {...register('maintenanceMode')}
        />
        Maintenance mode (only admins can use the site)
      </label>
      <Button type="submit" disabled={formState.isSubmitting}>
        Save settings
      </Button>
    </form>
  );
}
