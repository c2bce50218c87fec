const { createAppConfig } = require('../rspack.shared');

// Exposes one module per screen named in routes.json.
const config = createAppConfig({ dir: __dirname });

// The QR landing is one script on a phone's first load: the modules it shares with in-room dining
// stay in each screen's chunk instead of a chunk of their own once they pass splitChunks' 20 KB,
// which would cost the landing a request and ~0.3 KB gzip (its budget is 170 KB, npm run size).
const QR_LANDING = /[\\/]src[\\/]features[\\/]qr-landing[\\/]/;
config.optimization.splitChunks = {
  cacheGroups: {
    default: {
      minChunks: 2,
      priority: -20,
      reuseExistingChunk: true,
      test: (module) => !QR_LANDING.test(module.nameForCondition?.() ?? module.resource ?? ''),
    },
  },
};

module.exports = config;
