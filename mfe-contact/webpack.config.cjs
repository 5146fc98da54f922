// mfe-contact: the 'contact' remote. Its exposes are the pages and widgets other containers load.
const { createWebpackConfig } = require('@portal/shared/federation/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  name: 'contact',
  dir: __dirname,
  port: 8013,
  exposes: {
    './ContactPage': './src/pages/ContactPage.tsx',
    './QuoteForm': './src/pages/QuoteForm.tsx',
  },
});
