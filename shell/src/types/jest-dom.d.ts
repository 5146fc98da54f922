// The matchers jest-setup.ts installs (toBeInTheDocument, toHaveClass…), for the type checker.
import '@testing-library/jest-dom';
