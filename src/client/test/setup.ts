import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait for a condition, not a time: on two cores running the whole suite, a lazily loaded part
// (a chart, a recovered chunk) sometimes took longer than the default second to appear. A wait that ends as
// soon as the condition holds costs nothing when things are fast.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
