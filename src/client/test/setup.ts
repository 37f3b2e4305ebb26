import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { clearOutbox, rememberOutboxOwner } from '@client/lib/entry-outbox';
import { setDeviceLanguage } from './device-language';

// findBy/waitFor wait for a condition, not a time: on two cores running the whole suite, a lazily loaded part
// (a chart, a recovered chunk) sometimes took longer than the default second to appear. A wait that ends as
// soon as the condition holds costs nothing when things are fast.
configure({ asyncUtilTimeout: 5000 });

// Each test is a member signed in on this device (as the session would record), whose outbox starts empty.
// Emptied after the unmount (after-hooks run last-registered first): awaiting it before would leave the
// test's screens mounted, and their timers running, past the test's own clean-up.
beforeEach(() => rememberOutboxOwner('member-1'));
afterEach(() => clearOutbox());

afterEach(() => cleanup());

// jsdom says en-US; the app's tests read dates as most of its members write them, day first ("26 Nov 2026").
// Tests of the month-first style (en-US) set the language themselves (`setDeviceLanguage`); each test starts en-GB.
setDeviceLanguage('en-GB');
afterEach(() => setDeviceLanguage('en-GB'));
