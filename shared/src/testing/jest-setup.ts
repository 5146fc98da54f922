import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Waits are for something a user would see, and end as soon as it shows; these are only their
// ceilings. On a loaded 2-core machine (the suite beside the server tests and a build) a render
// with a real HTTP round trip has taken over the libraries' defaults of 1 s and 5 s, failing
// tests that were right.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);
