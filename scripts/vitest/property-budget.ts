import fc from "fast-check";

// A time budget for the property tests (fc.assert), so they hold on a busy machine: a property
// stops drawing new cases after PROPERTY_TIME_LIMIT_MS and passes on the cases it has checked, each
// checked in full, instead of running into the test's timeout (core's is 30 s, vitest.config.ts).
// On a machine with a core to itself every property reaches its numRuns long before the limit,
// so it checks exactly what it says; a failing case still fails, and is still shrunk.
const PROPERTY_TIME_LIMIT_MS = 20_000;

fc.installGlobalPlugin(fc.interruptAfterTimeLimit(PROPERTY_TIME_LIMIT_MS));
