// Unit tests of the browser code: shared, the shell and every remote, in jsdom.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }];

const project = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(png|jpe?g|webp|svg)$': '<rootDir>/../jest.file-stub.js',
    '^@troo/shared$': '<rootDir>/../shared/src/index.ts',
    '^@troo/shared/portal$': '<rootDir>/../shared/src/portal.ts',
    '^@troo/shared/testing$': '<rootDir>/../shared/src/testing/index.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
});

module.exports = {
  rootDir: __dirname,
  projects: ['shared', 'shell', 'mfe-onboarding', 'mfe-menu-admin', 'mfe-kitchen', 'mfe-ordering', 'mfe-checkout'].map(project),
};
