/** A backup or restore that cannot go on; the message says why and what to do, and the scripts print only it. */
export class BackupRefusedError extends Error {}
