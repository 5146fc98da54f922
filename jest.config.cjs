// One jest run covers every front-end workspace; each is its own project so a team can run
// `npm test -w <remote>` alone. ts-jest only transpiles (isolatedModules): `npm run typecheck` checks types.
const path = require('node:path');

const workspaces = ['shared', 'ui', 'shell', 'mfe-procedures', 'mfe-blog', 'mfe-contact', 'mfe-template', 'mfe-admin'];

function project(name) {
  return {
    displayName: name,
    rootDir: path.join(__dirname, name),
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [path.join(__dirname, 'shared/src/testing/jest-setup.ts')],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.base.json'), diagnostics: false }],
    },
    moduleNameMapper: {
      // The federation runtime only exists inside a webpack container; unit tests mock the boundary.
      '^@module-federation/enhanced/runtime$': path.join(__dirname, 'shared/src/testing/federation-runtime-mock.ts'),
      '\\.(svg|png|jpg|css)$': path.join(__dirname, 'shared/src/testing/file-stub.ts'),
    },
  };
}

module.exports = {
  projects: workspaces.map(project),
};
