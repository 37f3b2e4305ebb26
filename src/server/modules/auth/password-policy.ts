import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../db/paths';
import { AppError } from '../../plugins/app-error';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Choose a longer or more unusual one.';

let common: ReadonlySet<string> | undefined;

/**
 * The 10,000 most common passwords of 8 or more characters (from @zxcvbn-ts/language-common, lowercased),
 * shipped in the repository so the check runs offline (ASVS 5.0 6.2.4). Loaded on first use.
 */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(join(packageRoot, 'src/server/modules/auth/common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line.length > 0),
  );
  return common;
}

/** Whether a password is on the common-passwords list, compared without case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** 400 naming `field` when a new password is one everybody tries first. */
export function assertPasswordNotCommon(password: string, field: string): void {
  if (!isCommonPassword(password)) return;
  throw new AppError(400, 'validation_failed', 'Some fields need attention.', {
    [field]: COMMON_PASSWORD_MESSAGE,
  });
}
