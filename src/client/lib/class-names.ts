import { clsx, type ClassValue } from 'clsx';
import { classGroupOf, overriddenGroups } from './tailwind-class-groups';

/** A class's variants (`sm:`, `hover:`, `[&_a]:`) and its utility, split at the colons outside brackets. */
function splitVariants(className: string): { variants: string; utility: string } {
  let depth = 0;
  let start = 0;
  const variants: string[] = [];
  for (let index = 0; index < className.length; index += 1) {
    const char = className[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) {
      variants.push(className.slice(start, index));
      start = index + 1;
    }
  }
  // The order of plain variants does not matter (hover:sm: is sm:hover:); around an arbitrary one it does.
  if (!variants.some((variant) => variant.startsWith('['))) variants.sort();
  return { variants: variants.join(':'), utility: className.slice(start) };
}

/**
 * Keeps, of classes that set the same property under the same variants, only the last one: tailwind-merge's rule
 * (a later class wins over an earlier one), for the utilities tailwind-class-groups.ts knows. Other classes stay.
 */
function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.split(/\s+/).filter(Boolean);
  for (let index = classes.length - 1; index >= 0; index -= 1) {
    const className = classes[index]!;
    const { variants, utility } = splitVariants(className);
    const important = utility.startsWith('!') || utility.endsWith('!');
    const group = classGroupOf(utility.replace(/^!|!$/g, ''));
    if (group === undefined) {
      kept.push(className);
      continue;
    }
    const scope = `${variants}${important ? '!' : ''}:`;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const overridden of overriddenGroups[group] ?? []) taken.add(scope + overridden);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}

// A page asks for the same few hundred class lists again on every render: each is merged once.
const merged = new Map<string, string>();
const MERGED_KEPT = 1000;

/** Joins class names, letting later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  const classList = clsx(inputs);
  let result = merged.get(classList);
  if (result === undefined) {
    if (merged.size >= MERGED_KEPT) merged.clear();
    result = mergeClasses(classList);
    merged.set(classList, result);
  }
  return result;
}
