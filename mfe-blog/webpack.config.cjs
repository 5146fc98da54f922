// mfe-blog: the 'blog' remote. Its exposes are the pages and widgets other containers load.
const { createWebpackConfig } = require('@portal/shared/federation/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  name: 'blog',
  dir: __dirname,
  port: 8012,
  exposes: {
    './BlogListPage': './src/pages/BlogListPage.tsx',
    './PostDetailPage': './src/pages/PostDetailPage.tsx',
    './CategoryPage': './src/pages/CategoryPage.tsx',
    './AuthorPage': './src/pages/AuthorPage.tsx',
    './ArchivePage': './src/pages/ArchivePage.tsx',
    './DynamicPage': './src/pages/DynamicPage.tsx',
    './HomeBlogSection': './src/pages/HomeBlogSection.tsx',
    './LatestStories': './src/pages/LatestStories.tsx',
  },
});
