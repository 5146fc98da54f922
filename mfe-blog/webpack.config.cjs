// mfe-blog: the 'blog' remote. Its pages and widgets are listed in src/routes.json; the build
// exposes them from there.
const { createWebpackConfig } = require('@portal/tooling/create-webpack-config.cjs');

const base = createWebpackConfig({ dir: __dirname });

module.exports = (env, argv) => {
  const config = base(env, argv);
  // The blog's data layer (cache, calls, state) serves five pages: one chunk of its own instead
  // of a copy in each page's chunk (webpack copies shared modules smaller than 20 KB by default).
  // The @portal/ui parts (the list's pagination, the sidebar's search box and social links) ride
  // in it too: the pages that show them load it anyway, so they cost no request of their own on
  // the first visit to / (the home page's news section).
  config.optimization.splitChunks = {
    cacheGroups: {
      // A library picture's sizes (ResponsiveImage and the contract's naming rule) travel with the
      // data layer every news page loads: in the cards' shared chunk they pushed it over the 20 KB
      // at which webpack splits it off, one request more on the first visit.
      blogData: { test: /[\\/](src[\\/](data-cache|lib[\\/]blog-|components[\\/]ResponsiveImage)|contract[\\/]src[\\/]rules[\\/]media-variants|ui[\\/]src[\\/])/, name: 'blog-data', chunks: 'async', minSize: 0, enforce: true },
    },
  };
  return config;
};
