import { schemaResolver } from '@client/lib/schema-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  contactMessageInputSchema,
  contactMessageSchema,
  contactTopicLabels,
  type ContactMessageInput,
} from '@shared/contact/contact.schemas';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { Input, Select, Textarea } from '@client/components/ui/input';
import { apiRequest } from '@client/lib/api-client';
import { applyServerErrors } from '@client/lib/form-errors';
import { useSession } from '@client/features/account/use-session';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

export function ContactForm() {
  const { user, profile } = useSession();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ContactMessageInput>({
    resolver: schemaResolver(contactMessageInputSchema),
    defaultValues: {
      name: profile ? `${profile.firstName} ${profile.lastName}` : '',
      email: user?.email ?? '',
      subject: 'general',
      message: '',
    },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await apiRequest('/api/contact', { method: 'POST', body: values, schema: contactMessageSchema });
      setSent(true);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  if (sent) {
    return (
      <FormAlert
        tone="success"
        message="Thank you — your message has reached us. We usually reply within two working days."
      />
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Your name" error={errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
      </div>
      <FormField label="Topic" error={errors.subject?.message}>
        <Select {...register('subject')}>
          {Object.entries(contactTopicLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        <Textarea rows={6} {...register('message')} />
      </FormField>
      <FormAlert message={formError} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
