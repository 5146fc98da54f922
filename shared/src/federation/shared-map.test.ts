import { version as reactVersion } from 'react';
import sharedPackage from '../../package.json';
import rootPackage from '../../../package.json';

// The React every container ships is the one @portal/shared declares. npm places a peer-resolved
// copy at the root unless the root's `overrides` pins the same version, and then the unit tests
// (through @testing-library/react) would render with a React the site never runs.
test('the root install, the tests and the federated builds use the React @portal/shared declares', () => {
  const declared = sharedPackage.dependencies.react;
  expect(rootPackage.overrides).toEqual({ react: declared, 'react-dom': sharedPackage.dependencies['react-dom'] });
  expect(reactVersion).toBe(declared);
});
