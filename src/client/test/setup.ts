import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setDeviceLanguage } from './device-language';

// findBy/waitFor wait for a condition, not a time: on two cores running the whole suite, a lazily loaded part
// (a chart, a recovered chunk) sometimes took longer than the default second to appear. A wait that ends as
// soon as the condition holds costs nothing when things are fast.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// jsdom says en-US; the app's tests read dates as most of its members write them, day first ("26 Nov 2026").
// Tests of the month-first style (en-US) set the language themselves (`setDeviceLanguage`); each test starts en-GB.
setDeviceLanguage('en-GB');
afterEach(() => setDeviceLanguage('en-GB'));
