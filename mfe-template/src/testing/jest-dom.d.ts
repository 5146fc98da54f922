// Brings the jest-dom matchers (toBeInTheDocument, toHaveTextContent…) into the type checker;
// jest loads them at run time from shared/src/testing/jest-setup.ts.
import '@testing-library/jest-dom';
