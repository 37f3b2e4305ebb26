/**
 * Error stacks are switched off while the main chunk evaluates, and switched back on by main.tsx once it has.
 *
 * Why: while DevTools are attached (Lighthouse, a profiler, the browser tests), V8 records a detailed stack for every
 * Error created, and for that it parses every function on the stack a second time to find its source positions.
 * react-dom creates three Errors as it initialises (its suspense markers), and at that moment the stack holds
 * react-dom's whole module (one function of about 130 KiB) and the main chunk's top level (about 420 KiB): some
 * 150 ms of parsing on a fast desktop, four times that on Lighthouse's phone. A limit that is not a number skips
 * the capture; 0 does not, because the inspector's own limit wins over it.
 *
 * Only errors created while the main chunk's modules evaluate go without a stack (they keep their type and message). This
 * module must stay main.tsx's first import, so that it runs before any library's code (start-without-error-stacks.isolated.test.ts checks it).
 */
const savedLimit: unknown = Reflect.get(Error, 'stackTraceLimit');
Reflect.deleteProperty(Error, 'stackTraceLimit');

/** Puts Error.stackTraceLimit back as it was before the main chunk started evaluating. */
export function restoreErrorStacks(): void {
  if (savedLimit !== undefined) Reflect.set(Error, 'stackTraceLimit', savedLimit);
}
