/**
 * PNG pictures a container imports (`import shot from './booking.png'`), such as the help page's
 * screenshots. The browser build emits each beside its chunks under a content-hashed name; the
 * Node build (server rendering) names it the same way without writing it. The import's value is
 * the path inside the container's build ('assets/booking.1a2b3c4d.png'), not a URL: the page adds
 * its container's origin (from the remote registry), so the server's HTML and the browser's render
 * write the same address.
 */
function pictureRule({ emit }) {
  return { test: /\.png$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]', publicPath: '', emit } };
}

module.exports = { pictureRule };
