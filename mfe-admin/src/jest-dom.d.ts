// The jest-dom matchers that shared/src/testing/jest-setup.ts installs, for the type checker.
import '@testing-library/jest-dom';
