// mfe-template: the 'template' remote. Its exposes are the pages and widgets other containers load.
const { createWebpackConfig } = require('@portal/shared/federation/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  name: 'template',
  dir: __dirname,
  port: 8014,
  exposes: {
    './TypographyPage': './src/pages/TypographyPage.tsx',
  },
});
