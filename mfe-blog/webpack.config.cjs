// mfe-blog: the 'blog' remote. Its exposes are the pages and widgets other containers load.
const { createWebpackConfig } = require('@portal/shared/federation/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  name: 'blog',
  dir: __dirname,
  port: 8012,
  exposes: {
    './BlogListPage': './src/pages/BlogListPage.tsx',
  },
});
