// Async boundary: shared singletons are negotiated before any app code runs. When the server sent
// the screen's first paint, the browser paints it before the shell's start-up work begins.
const start = () => void import('./bootstrap');
if (document.getElementById('troo-first-paint')) requestAnimationFrame(() => setTimeout(start, 0));
else start();
