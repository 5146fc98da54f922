// The Node build of React's server renderer, which unit tests import under jsdom (the browser
// build needs TextEncoder, which jsdom lacks). Same API as react-dom/server.
declare module 'react-dom/server.node' {
  export { renderToString } from 'react-dom/server';
}
