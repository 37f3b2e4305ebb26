declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParameters {
    version: 'aes128gcm';
    /** The receiver's key pair (the browser's, in a test's push service). */
    privateKey: ECDH;
    authSecret: string;
  }
  export function decrypt(buffer: Buffer, parameters: DecryptParameters): Buffer;
}
