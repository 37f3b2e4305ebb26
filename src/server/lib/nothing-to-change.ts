import { AppError } from './app-error';

/** Refuses a PATCH whose body names no field (or only fields meaning "keep"), before anything is written. */
export function assertSomethingToChange(input: object): void {
  if (Object.values(input).every((value) => value === undefined)) {
    throw new AppError(
      400,
      'nothing_to_change',
      'Nothing to change: send at least one field with its new value.',
    );
  }
}
