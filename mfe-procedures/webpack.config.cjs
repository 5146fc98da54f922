// mfe-procedures: the 'procedures' remote. Its exposes are the pages and widgets other containers load.
const { createWebpackConfig } = require('@portal/shared/federation/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  name: 'procedures',
  dir: __dirname,
  port: 8011,
  exposes: {
    './ProceduresPage': './src/pages/ProceduresPage.tsx',
  },
});
