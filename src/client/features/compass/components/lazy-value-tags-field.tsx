import { lazy, Suspense, type ComponentProps } from 'react';

// Loaded when a form opens, not with the tool's page: the tags are optional and the page's first download is
// budgeted (scripts/check-bundle-size.ts). Tags are never required, so a form whose field cannot load (offline, a
// new version deployed) goes on without it.
const ValueTagsField = lazy(() =>
  import('./value-tags-field').then(
    (module) => ({ default: module.ValueTagsField }),
    () => ({ default: () => null }),
  ),
);

/**
 * The value tags of a habit, goal or focus session (see value-tags-field.tsx). The intention form, which opens
 * offline, imports the field itself so that it is in the chunks the service worker keeps.
 */
export function LazyValueTagsField(props: ComponentProps<typeof ValueTagsField>) {
  return (
    <Suspense fallback={null}>
      <ValueTagsField {...props} />
    </Suspense>
  );
}
