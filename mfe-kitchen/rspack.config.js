const { createAppConfig } = require('../rspack.shared');

// Exposes one module per screen named in routes.json.
module.exports = createAppConfig({ dir: __dirname });
