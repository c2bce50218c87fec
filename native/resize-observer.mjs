// What resize-observer-polyfill hands react-slick on every browser Troo supports (Chrome 87+,
// Safari 14+, Firefox 78+ all have ResizeObserver): the browser's own. Aliased in rspack.shared.js
// so a phone is not sent the 2.6 KB polyfill it would never run.
export default globalThis.ResizeObserver;
