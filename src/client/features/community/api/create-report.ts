import { useMutation } from '@tanstack/react-query';
import { reportSchema, type CreateReportInput } from '@shared/community/community.schemas';
import { toast, toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';

export function createReport(input: CreateReportInput) {
  return apiRequest('/api/community/reports', { method: 'POST', body: input, schema: reportSchema });
}

export function useCreateReport() {
  return useMutation({
    mutationFn: createReport,
    onSuccess: () =>
      toast({ title: 'Report submitted', description: 'Thank you for helping keep the community safe.' }),
    onError: (error) => toastError('Failed to submit report', error),
    meta: { writes: ['reports'] },
  });
}
