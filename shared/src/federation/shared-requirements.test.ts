import { satisfy } from '@module-federation/runtime-core';
import { describeUnmetShared, unmetSharedRequirements } from './shared-requirements.cjs';

const shell = { '@portal/shared': '1.0.0', react: '18.3.1', jotai: '2.20.3' };

test('a remote built against the shell\'s versions, or older compatible ones, is accepted', () => {
  const remote = [
    { name: '@portal/shared', requiredVersion: '^1.0.0' },
    { name: 'react', requiredVersion: '18.3.1' },
    { name: 'jotai', requiredVersion: '^2.15.0' },
    { name: 'dompurify', requiredVersion: '^3.0.0' },
  ];
  expect(unmetSharedRequirements(remote, shell, satisfy)).toEqual([]);
});

test('a remote built against a newer @portal/shared, or another major of React, is named with both versions', () => {
  const remote = [
    { name: '@portal/shared', requiredVersion: '^1.1.0' },
    { name: 'react', requiredVersion: '^19.0.0' },
    { name: 'jotai', requiredVersion: false as const },
  ];
  const unmet = unmetSharedRequirements(remote, shell, satisfy);
  expect(describeUnmetShared('procedures', unmet)).toEqual([
    '«procedures» necesita @portal/shared ^1.1.0 y el shell ofrece 1.0.0',
    '«procedures» necesita react ^19.0.0 y el shell ofrece 18.3.1',
  ]);
});
