/**
 * Which CSS property a Tailwind class sets, as tailwind-merge names it (its "class group"), for the utilities this
 * app uses, so `cn` can let a later class override an earlier one without shipping tailwind-merge (about 8.5 KiB
 * gzipped on every page, and 10–15 ms of main thread on a phone to build its tables at the first call).
 * class-names.test.ts checks every pair of classes written in src/client against tailwind-merge itself, so a
 * class this file does not know yet fails there, not on a member's screen.
 */

const words: Record<string, string> = {};
const wordGroups: [string, string][] = [
  ['display', 'block inline-block inline flex inline-flex grid inline-grid contents table hidden flow-root'],
  ['position', 'static fixed absolute relative sticky'],
  ['visibility', 'visible invisible collapse'],
  ['sr', 'sr-only not-sr-only'],
  ['font-style', 'italic not-italic'],
  ['text-decoration', 'underline overline line-through no-underline'],
  ['text-transform', 'uppercase lowercase capitalize normal-case'],
  ['text-overflow', 'truncate text-ellipsis text-clip'],
  ['font-smoothing', 'antialiased subpixel-antialiased'],
  ['fvn-spacing', 'tabular-nums proportional-nums'],
  ['isolation', 'isolate isolation-auto'],
  ['grow', 'grow'],
  ['shrink', 'shrink'],
  ['transition', 'transition'],
  ['filter', 'filter'],
  ['border-collapse', 'border-collapse border-separate'],
];
for (const [group, list] of wordGroups) for (const word of list.split(' ')) words[word] = group;

const tshirt = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/;
const fontSizes = (value: string) => value === 'base' || tshirt.test(value);
const isNumber = (value: string) => /^\d+(\.\d+)?$/.test(value);
const isArbitrary = (value: string) => value.startsWith('[') || value.startsWith('(');
const alignments = new Set([
  'normal',
  'center',
  'start',
  'end',
  'between',
  'around',
  'evenly',
  'baseline',
  'stretch',
]);
const lineStyles = new Set(['solid', 'dashed', 'dotted', 'double', 'hidden', 'none']);
const fontWeights = new Set('thin extralight light normal medium semibold bold extrabold black'.split(' '));

/** Utilities named by their prefix alone: the group is the prefix's, whatever the value. */
const plainPrefixes: Record<string, string> = {};
for (const prefix of [
  'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml',
  'w h size min-w min-h max-w max-h gap gap-x gap-y space-x space-y',
  'inset inset-x inset-y top right bottom left start end z order basis',
  'leading tracking opacity cursor duration ease delay animate rotate scale translate-x translate-y',
  'accent caret fill aspect columns line-clamp underline-offset outline-offset whitespace pointer-events',
  'select touch scroll-mt scroll-mb scroll-pt scroll-pb grid-cols grid-rows col-start col-end row-start',
  'row-end justify-items justify-self place-items place-content place-self divide-x divide-y',
  'break-inside break-before break-after border-spacing grow shrink transition',
].flatMap((line) => line.split(' ')))
  plainPrefixes[prefix] = prefix;
Object.assign(plainPrefixes, {
  items: 'align-items',
  col: 'col-start-end',
  'col-span': 'col-start-end',
  row: 'row-start-end',
  'row-span': 'row-start-end',
  from: 'gradient-from',
  via: 'gradient-via',
  to: 'gradient-to',
  break: 'break',
});

const sides = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'];
const corners = ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'];

/** The group of a utility written with a prefix whose meaning depends on the value (text-lg, text-red-700). */
function valuedGroup(prefix: string, value: string): string | undefined {
  switch (prefix) {
    case 'text':
      if (fontSizes(value)) return 'font-size';
      if (['left', 'center', 'right', 'justify', 'start', 'end'].includes(value)) return 'text-alignment';
      if (['wrap', 'nowrap', 'balance', 'pretty'].includes(value)) return 'text-wrap';
      return 'text-color';
    case 'font':
      return fontWeights.has(value) || isNumber(value) ? 'font-weight' : 'font-family';
    case 'bg':
      if (/^(linear|radial|conic)(-|$)/.test(value) || value === 'none') return 'bg-image';
      if (['auto', 'cover', 'contain'].includes(value)) return 'bg-size';
      if (['fixed', 'local', 'scroll'].includes(value)) return 'bg-attachment';
      return 'bg-color';
    case 'shadow':
      return value === 'none' || tshirt.test(value) ? 'shadow' : 'shadow-color';
    case 'ring':
      if (value === 'inset') return 'ring-w-inset';
      return isNumber(value) ? 'ring-w' : 'ring-color';
    case 'ring-offset':
      return isNumber(value) ? 'ring-offset-w' : 'ring-offset-color';
    case 'outline':
      if (lineStyles.has(value)) return 'outline-style';
      return isNumber(value) ? 'outline-w' : 'outline-color';
    case 'divide':
      return lineStyles.has(value) ? 'divide-style' : 'divide-color';
    case 'flex':
      if (['row', 'row-reverse', 'col', 'col-reverse'].includes(value)) return 'flex-direction';
      if (['wrap', 'wrap-reverse', 'nowrap'].includes(value)) return 'flex-wrap';
      return 'flex';
    case 'justify':
      return 'justify-content';
    case 'list':
      return value === 'inside' || value === 'outside' ? 'list-style-position' : 'list-style-type';
    case 'content':
      if (value === 'none' || isArbitrary(value)) return 'content';
      return alignments.has(value) ? 'align-content' : undefined;
    case 'self':
      return alignments.has(value) || value === 'auto' || isArbitrary(value) ? 'align-self' : undefined;
    case 'overflow':
    case 'overflow-x':
    case 'overflow-y':
      return prefix;
    case 'object':
      return ['contain', 'cover', 'fill', 'none', 'scale-down'].includes(value)
        ? 'object-fit'
        : 'object-position';
    case 'stroke':
      return isNumber(value) ? 'stroke-w' : 'stroke';
    case 'decoration':
      if (lineStyles.has(value) || value === 'wavy') return 'text-decoration-style';
      return isNumber(value) || value === 'auto' || value === 'from-font'
        ? 'text-decoration-thickness'
        : 'text-decoration-color';
  }
  if (prefix === 'border' || sides.some((side) => prefix === `border-${side}`)) {
    const side = prefix === 'border' ? '' : prefix.slice('border'.length);
    if (prefix === 'border' && lineStyles.has(value)) return 'border-style';
    return isNumber(value) ? `border-w${side}` : `border-color${side}`;
  }
  if (prefix === 'rounded' || corners.some((corner) => prefix === `rounded-${corner}`)) return prefix;
  return undefined;
}

/** Utilities that may be written without a value, and the group they then belong to. */
const bare: Record<string, string> = {
  border: 'border-w',
  rounded: 'rounded',
  ring: 'ring-w',
  shadow: 'shadow',
};
for (const side of sides) bare[`border-${side}`] = `border-w-${side}`;
for (const corner of corners) bare[`rounded-${corner}`] = `rounded-${corner}`;
bare.outline = 'outline-w';
bare['divide-x'] = 'divide-x';
bare['divide-y'] = 'divide-y';

const valuedPrefixes = new Set([
  ...'text font bg shadow ring ring-offset outline divide flex justify content self list'.split(' '),
  ...'overflow overflow-x overflow-y object stroke decoration border rounded'.split(' '),
  ...sides.map((side) => `border-${side}`),
  ...corners.map((corner) => `rounded-${corner}`),
]);

/** The class group of a utility without its variants and `!` (`p-4`, `-mt-2`, `[overflow-wrap:anywhere]`). */
export function classGroupOf(utility: string): string | undefined {
  if (utility.startsWith('[')) {
    const property = /^\[([a-z-]+):.+\]$/.exec(utility)?.[1];
    return property ? `arbitrary..${property}` : undefined;
  }
  const name = utility.startsWith('-') ? utility.slice(1) : utility;
  if (bare[name]) return bare[name];
  if (words[name]) return words[name];
  // The longest prefix that names a utility: "gap-x-2" is gap-x, not gap.
  for (let cut = name.lastIndexOf('-'); cut > 0; cut = name.lastIndexOf('-', cut - 1)) {
    const prefix = name.slice(0, cut);
    const value = name.slice(cut + 1);
    if (valuedPrefixes.has(prefix)) {
      const group = valuedGroup(prefix, value);
      if (group) return group;
    }
    if (plainPrefixes[prefix]) return plainPrefixes[prefix];
  }
  return undefined;
}

/** Groups a class also overrides: `p-4` after `px-2` wins over it (as in tailwind-merge's conflictingClassGroups). */
export const overriddenGroups: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  flex: ['basis', 'grow', 'shrink'],
  'font-size': ['leading'],
  overflow: ['overflow-x', 'overflow-y'],
  'line-clamp': ['display', 'overflow'],
  'border-w': sides.map((side) => `border-w-${side}`),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': sides.map((side) => `border-color-${side}`),
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  rounded: corners.map((corner) => `rounded-${corner}`),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
};
