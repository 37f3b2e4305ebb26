import { useMutation, useQuery } from '@tanstack/react-query';
import { okSchema } from '@shared/api/error.schemas';
import {
  pushDeviceSchema,
  reminderPreferencesSchema,
  reminderSchema,
  reminderSettingsSchema,
  type PushSubscriptionInput,
  type ReminderInput,
  type ReminderPreferencesInput,
} from '@shared/reminders/reminders.schemas';
import { apiRequest } from '@client/lib/api-client';

export const reminderSettingsKey = ['reminder-settings'] as const;

export const fetchReminderSettings = (signal?: AbortSignal) =>
  apiRequest('/api/reminders', { schema: reminderSettingsSchema, signal });

/** The member's reminders, quiet hours, snooze and devices, with the app's push key. */
export function useReminderSettings() {
  return useQuery({
    queryKey: reminderSettingsKey,
    queryFn: ({ signal }) => fetchReminderSettings(signal),
    meta: { reads: ['reminders'] },
  });
}

export function useSaveReminder() {
  return useMutation({
    mutationFn: (input: ReminderInput) =>
      apiRequest('/api/reminders', { method: 'PUT', body: input, schema: reminderSchema }),
    meta: { writes: ['reminders'] },
  });
}

export function useSaveReminderPreferences() {
  return useMutation({
    mutationFn: (input: ReminderPreferencesInput) =>
      apiRequest('/api/reminders/preferences', {
        method: 'PUT',
        body: input,
        schema: reminderPreferencesSchema,
      }),
    meta: { writes: ['reminders'] },
  });
}

export function useAddPushDevice() {
  return useMutation({
    mutationFn: (input: PushSubscriptionInput) =>
      apiRequest('/api/reminders/devices', { method: 'POST', body: input, schema: pushDeviceSchema }),
    meta: { writes: ['reminders'] },
  });
}

export function useRemovePushDevice() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/reminders/devices/${encodeURIComponent(id)}`, { method: 'DELETE', schema: okSchema }),
    meta: { writes: ['reminders'] },
  });
}

/**
 * An e-mail's unsubscribe link (the weekly summary's, or with `list` the forum digest's), as the page it opens
 * sends it (the link's signature is the authority).
 */
export const stopEmail = (link: { member: string; token: string; list?: string }) =>
  apiRequest(`/api/reminders/unsubscribe?${new URLSearchParams(link).toString()}`, {
    method: 'POST',
    schema: okSchema,
  });
