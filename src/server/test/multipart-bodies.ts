/** A multipart request body as a test sends it: the Content-Type header and the raw bytes. */
export interface MultipartBody {
  contentType: string;
  payload: Buffer;
}

const BOUNDARY = '----dyl-multipart-boundary';
const CRLF = '\r\n';

/** One well-formed file part in a multipart body. */
export function multipartFile(
  field: string,
  filename: string,
  bytes: Buffer,
  type = 'application/octet-stream',
): MultipartBody {
  const head = `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${field}"; filename="${filename}"${CRLF}Content-Type: ${type}${CRLF}${CRLF}`;
  return {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.concat([
      Buffer.from(head, 'latin1'),
      bytes,
      Buffer.from(`${CRLF}--${BOUNDARY}--${CRLF}`),
    ]),
  };
}

/**
 * Bodies an upload route must answer with a 4xx, never a 500: broken framing, the wrong boundary, parts it
 * does not take. `field` names the route's file field; `bytes` is a real file, so only the framing is wrong.
 */
export function malformedMultipartBodies(field: string, bytes: Buffer): [string, MultipartBody][] {
  const good = multipartFile(field, 'a.png', bytes, 'image/png');
  const withType = (contentType: string, payload: Buffer | string) => ({
    contentType,
    payload: typeof payload === 'string' ? Buffer.from(payload, 'latin1') : payload,
  });
  const part = (disposition: string) =>
    `--${BOUNDARY}${CRLF}Content-Disposition: form-data; ${disposition}${CRLF}Content-Type: image/png${CRLF}${CRLF}`;
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
  return [
    ['no boundary', withType('multipart/form-data', good.payload)],
    ['a wrong boundary', withType('multipart/form-data; boundary=another-boundary', good.payload)],
    ['an empty boundary', withType('multipart/form-data; boundary=', good.payload)],
    ['an overlong boundary', withType(`multipart/form-data; boundary=${'b'.repeat(300)}`, good.payload)],
    ['an unterminated part', withType(multipart, good.payload.subarray(0, good.payload.length - 12))],
    [
      'a part head without its end',
      withType(multipart, part(`name="${field}"; filename="a.png"`).slice(0, -4)),
    ],
    ['an empty body', withType(multipart, '')],
    ['only the closing boundary', withType(multipart, `--${BOUNDARY}--${CRLF}`)],
    ['a JSON body called multipart', withType(multipart, JSON.stringify({ [field]: 'a.png' }))],
    ['a JSON body', withType('application/json', JSON.stringify({ [field]: 'a.png' }))],
    [
      'a text field instead of a file',
      withType(multipart, `${part(`name="${field}"`)}text${CRLF}--${BOUNDARY}--${CRLF}`),
    ],
  ];
}

/** One file part whose name travels percent-encoded as UTF-8 (RFC 5987 `filename*`), as browsers may send it. */
export function multipartFileNamedUtf8(field: string, filename: string, bytes: Buffer): MultipartBody {
  const head = `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${field}"; filename*=UTF-8''${encodeURIComponent(filename)}${CRLF}Content-Type: application/octet-stream${CRLF}${CRLF}`;
  return {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.concat([
      Buffer.from(head, 'latin1'),
      bytes,
      Buffer.from(`${CRLF}--${BOUNDARY}--${CRLF}`),
    ]),
  };
}

/** A real file whose name holds a NUL, raw or percent-encoded (RFC 5987 `filename*`). */
export function nulFileNameBodies(field: string, bytes: Buffer): [string, MultipartBody][] {
  return [
    ['a NUL in the file name', multipartFile(field, 'a\u0000.png', bytes, 'image/png')],
    ['a NUL in the encoded file name', multipartFileNamedUtf8(field, 'a\u0000.png', bytes)],
  ];
}
