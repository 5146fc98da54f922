// react-slick needs only debounce(fn, wait) with cancel(); this replaces lodash.debounce in the
// shell's build (about 1 KB gzip less for the banner slider).
module.exports = function debounce(fn, wait) {
  let timer = null;
  function debounced(...args) {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      fn.apply(this, args);
    }, wait);
  }
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = null;
  };
  return debounced;
};
