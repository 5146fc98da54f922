// react-slick imports resize-observer-polyfill; every browser the portal supports has ResizeObserver,
// so the shell's build points that import here instead of shipping the polyfill (about 3 KB gzip).
module.exports = globalThis.ResizeObserver;
