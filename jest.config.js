// Unit tests of the browser code: shared, the shell and every remote, in jsdom.
const { APPS } = require('./rspack.shared');
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }];

const project = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // Lucide's icons are ES modules, one per icon: compile them like our own code.
  transformIgnorePatterns: ['/node_modules/(?!lucide/)'],
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(png|jpe?g|webp|svg)$': '<rootDir>/../jest.file-stub.js',
    '^@troo/shared$': '<rootDir>/../shared/src/index.ts',
    '^@troo/shared/runtime$': '<rootDir>/../shared/src/runtime.ts',
    '^@troo/shared/styles$': '<rootDir>/../shared/src/styles/index.ts',
    '^@troo/shared/portal$': '<rootDir>/../shared/src/portal.ts',
    '^@troo/shared/live$': '<rootDir>/../shared/src/live.ts',
    '^@troo/shared/first-paint$': '<rootDir>/../shared/src/first-paint.tsx',
    '^@troo/shared/kit$': '<rootDir>/../shared/src/kit/index.ts',
    '^@troo/shared/testing$': '<rootDir>/../shared/src/testing/index.ts',
    '^@troo/shared/contract$': '<rootDir>/../shared/src/contract/index.ts',
    '^@troo/shared/route-manifest$': '<rootDir>/../shared/src/route-manifest/index.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
});

module.exports = {
  rootDir: __dirname,
  projects: ['shared', ...APPS.map((app) => app.dir)].map(project),
};
