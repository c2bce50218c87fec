const path = require('node:path');
const { createAppConfig } = require('../rspack.shared');

module.exports = createAppConfig({
  dir: __dirname,
  htmlTemplate: path.join(__dirname, 'public/index.html'),
  runtimePlugins: [
    path.join(__dirname, 'src/runtime-plugin/offline-remote.ts'),
    path.join(__dirname, 'src/runtime-plugin/entry-integrity.ts'),
  ],
});
