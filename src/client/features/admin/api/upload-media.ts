import { apiErrorSchema } from '@shared/api/error.schemas';
import { mediaFileSchema, type MediaFile } from '@shared/admin/admin-media.schemas';
import { ApiRequestError } from '@client/lib/api-client';

/**
 * Uploads one file as multipart with progress (fetch cannot report upload progress; XMLHttpRequest can); run
 * through useMediaWrite. The answer is parsed by the shared schema like every other call.
 */
export function uploadMedia(file: File, onProgress: (fraction: number) => void): Promise<MediaFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/media');
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(
        new ApiRequestError(
          0,
          'network',
          'Could not reach Design Your Life. Check your connection and try again.',
        ),
      );
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = null;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(mediaFileSchema.parse(payload));
        return;
      }
      const parsed = apiErrorSchema.safeParse(payload);
      reject(
        parsed.success
          ? new ApiRequestError(request.status, parsed.data.error.code, parsed.data.error.message)
          : new ApiRequestError(request.status, 'http_error', `The server answered ${request.status}.`),
      );
    };
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}
