import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error';

/** How a single-file upload route names its file, and what it answers when the file is too big. */
export interface SingleUploadOptions {
  /** The multipart field the file comes in: error fields are keyed by it. */
  field: string;
  /** What the route takes, in its messages: "the image", "the file". */
  noun: string;
  tooLarge: () => AppError;
}

const PARSER_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The one error a broken upload answers with. The multipart parser throws plain errors for a missing or
 * overlong boundary and for framing cut short, and 413s for its part limits (a text field where the file
 * should be is not a file too large): without this mapping they all left as 500s or wrong 413s.
 */
function uploadError(error: unknown, options: SingleUploadOptions): AppError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return options.tooLarge();
  const message = PARSER_LIMITS.has(String(code))
    ? `Send only ${options.noun}, in the field "${options.field}".`
    : `The upload could not be read: send ${options.noun} as multipart/form-data.`;
  return badRequest(message, { [options.field]: message });
}

/** Reads the one file of a multipart request whole; every way the body can be broken is a 4xx. */
export async function readSingleUpload(
  request: FastifyRequest,
  options: SingleUploadOptions,
): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw badRequest(`Send ${options.noun} as multipart/form-data.`);
  try {
    const part = await request.file();
    if (!part) {
      const message = `Choose ${options.noun} to upload.`;
      throw badRequest(message, { [options.field]: message });
    }
    return { bytes: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw uploadError(error, options);
  }
}
