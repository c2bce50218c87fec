// ESLint for the whole repository: typed TypeScript rules, React hooks, accessibility, and the import
// boundaries of docs/ARCHITECTURE.md. `npm run lint` runs it; `npm test` runs that first.
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const globals = require('globals');

const { APPS } = require('./rspack.shared');

const REMOTE_DIRS = APPS.filter((app) => app.remote).map((app) => app.dir);
const REMOTE_NAMES = APPS.filter((app) => app.remote).map((app) => app.remote);
const APP_DIRS = APPS.map((app) => app.dir);
/** What remotes and the shell may import of @troo/shared: its public entry points. */
const SHARED_ENTRY = /^@troo\/shared(\/(runtime|styles|portal|kit|live|first-paint|contract|route-manifest|dev|testing))?$/;

/** The entry points of the platform packages (their package.json exports): '@troo/releases', '@troo/releases/integrity'. */
const PLATFORM_ENTRIES = ['releases', 'pages'].flatMap((name) =>
  Object.keys(require(`./platform/${name}/package.json`).exports).map((entry) => path.posix.join(`@troo/${name}`, entry)),
);

/** The repository folder a file is in ('mfe-ordering'), and its feature when it has one. */
function placeOf(file) {
  const parts = path.relative(__dirname, file).split(path.sep);
  const featureAt = parts.indexOf('features');
  return {
    top: parts[0],
    feature: featureAt > 0 && parts[1] === 'src' && featureAt === 2 ? parts[3] : null,
    // platform/releases, platform/pages: each a package of its own.
    platformPackage: parts[0] === 'platform' ? parts[1] : null,
    // Tests and benchmarks may reach a platform file itself (they test its parts).
    test: parts[0] === 'e2e' || parts.includes('test') || /\.test\.tsx?$/.test(file),
  };
}

/**
 * The release platform's packages are reached through their one entry point, and never reach back
 * into the API: what they need of it (settings, the database, a pattern) is handed in.
 */
function platformCrossing(from, to, source) {
  if (from.platformPackage && to.top !== 'platform')
    return `'${source}' leaves the platform for ${to.top}/: take what it needs of the API as a parameter instead.`;
  if (from.platformPackage && to.platformPackage !== from.platformPackage)
    return `'${source}' is inside @troo/${to.platformPackage}: import '@troo/${to.platformPackage}'.`;
  if (!from.platformPackage && to.platformPackage && !from.test)
    return `'${source}' is inside @troo/${to.platformPackage}: import '@troo/${to.platformPackage}' (its src/index.ts).`;
  return null;
}

/** Imports browser code avoids: a value import of these would put TypeBox and every schema on a diner's phone. */
const BROWSER_IMPORTS = [
  {
    name: '@sinclair/typebox',
    message: 'Schemas belong to @troo/shared/contract; browser code imports their types only.',
    allowTypeImports: true,
  },
  {
    name: '@troo/shared/contract',
    importNames: ['calls', 'defineCall', 'Envelope', 'ApiError'],
    message: "Name a call by its id (apiCall('POST /login', …)); import its types with `import type`.",
    allowTypeImports: true,
  },
];

/** The root reducer's slices (shared/src/store/root-reducer.ts): remotes and the shell reach them only through shared/src/store/modules. */
const ROOT_SLICES = [
  'auth',
  'user',
  'business',
  'basket',
  'branches',
  'outlet',
  'roles',
  'menu',
  'tables',
  'inviteUser',
  'faqSetting',
  'queries',
];
const ROOT_SLICE_NAMES = `(${ROOT_SLICES.join('|')})`;
const ROOT_SLICE_PATTERN = `/^${ROOT_SLICE_NAMES}$/`;
const STORE_SHAPE_MESSAGE =
  "Read and change the store through its typed modules (@troo/shared: useBasketLines, useBasketActions, toCheckout, useOrderingPlace, useSessionUser, useOutletActions …), never its slices' shape: a remote built against a shape breaks when the shape changes (docs/ARCHITECTURE.md, State).";

/** Dependencies point one way: shared <- remotes <- shell; a remote never imports another remote. */
const boundaries = {
  meta: { type: 'problem', schema: [], messages: { crossing: '{{why}}' } },
  create(context) {
    const from = placeOf(context.filename);
    const check = (node, source) => {
      const report = (why) => context.report({ node, messageId: 'crossing', data: { why } });
      const bare = source.split('/')[0];
      if (!source.startsWith('.')) {
        if (/^@troo\/(releases|pages)\/./.test(source) && !PLATFORM_ENTRIES.includes(source)) {
          return report(
            `'${source}' is inside a platform package: import '${source.split('/').slice(0, 2).join('/')}' (its src/index.ts).`,
          );
        }
        if (from.platformPackage && /^@troo\/api(\/|$)/.test(source)) {
          return report(`the platform may not import the API ('${source}'): take what it needs as a parameter.`);
        }
        if (
          REMOTE_DIRS.includes(bare) ||
          /^@troo\/(mfe-|shell)/.test(source) ||
          (APP_DIRS.includes(from.top) && REMOTE_NAMES.includes(bare))
        ) {
          return report(`'${source}' is another app: ${from.top} may not import it (what two apps need belongs in @troo/shared).`);
        }
        if (source.startsWith('@troo/shared') && APP_DIRS.includes(from.top) && !SHARED_ENTRY.test(source)) {
          return report(
            `'${source}' is inside @troo/shared: import it through a public entry point (@troo/shared, /runtime, /styles, /portal, /kit, /live, /first-paint, /contract, /route-manifest).`,
          );
        }
        return undefined;
      }
      const to = placeOf(path.resolve(path.dirname(context.filename), source));
      const platform = platformCrossing(from, to, source);
      if (platform) return report(platform);
      if (to.top !== from.top) {
        if (from.top === 'shared' && APP_DIRS.includes(to.top)) return report(`shared may not import an app (${to.top}).`);
        if (APP_DIRS.includes(from.top)) return report(`'${source}' leaves ${from.top}: reach other code through @troo/shared.`);
      }
      if (from.feature && to.feature && from.feature !== to.feature) {
        return report(
          `feature '${from.feature}' may not import feature '${to.feature}': move what both need to @troo/shared or the app's src/common.`,
        );
      }
      return undefined;
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, String(node.source.value)),
    };
  },
};

/** A parameter's name or destructured keys, and its written type, from any way of declaring it. */
function paramParts(param) {
  const node = param.type === 'TSParameterProperty' ? param.parameter : param.type === 'AssignmentPattern' ? param.left : param;
  const keys = node.type === 'ObjectPattern' ? node.properties.filter((p) => p.type === 'Property').map((p) => p.key.name) : [];
  const type = node.typeAnnotation?.typeAnnotation;
  const members = type?.type === 'TSTypeLiteral' ? type.members.map((m) => m.key?.name) : [];
  // `Pick<Database, 'insert'>` is a database too.
  const picked = type?.type === 'TSTypeReference' && type.typeName.name === 'Pick' ? type.typeArguments?.params[0] : null;
  // `Transaction | Database` too.
  const written = type?.type === 'TSUnionType' ? type.types.find((t) => t.typeName?.name === 'Database') : type;
  const typeName = written?.type === 'TSTypeReference' ? (picked?.typeName?.name ?? written.typeName.name) : null;
  return { node, name: node.type === 'Identifier' ? node.name : null, names: [...keys, ...members], typeName };
}

/** Whether the parameter's type (an order row, a checkout row, new tables) carries a business id. */
function carriesBusiness(services, node) {
  if (!services?.program) return false;
  const checker = services.program.getTypeChecker();
  const type = checker.getNonNullableType(services.getTypeAtLocation(node));
  return (type.isUnion() ? type.types : [type]).some((member) => checker.getPropertyOfType(member, 'businessId'));
}

/**
 * Tenancy by construction: a function given a database and a business id filters by hand, and one
 * forgotten filter reads every business. Domain and data code take a Scope, whose queries the
 * database itself holds to that business (api/src/data/scope.ts). The business may also come inside
 * another parameter (a checkout or order row, new tables of an outlet): its type says so, and the
 * function takes the scope of that business instead. A system path, which finds the business from
 * a public key or works across businesses, names itself with an eslint-disable comment saying why.
 */
const scopeNotBusinessId = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      both: "Take a Scope (api/src/data/scope.ts), not a database and a business id: the scope runs every query as that business, and the database refuses the others' rows.",
      inside:
        "'{{name}}' carries a business id: take that business's Scope (scopeOf(db, businessId) where it is first known), not a database, so the database holds every query to it.",
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    const check = (fn) => {
      const parts = fn.params.map(paramParts);
      const database = parts.some((p) => p.typeName === 'Database' || p.name === 'db' || p.names.includes('db'));
      if (!database) return;
      const businessId = parts.some((p) => p.name === 'businessId' || p.names.includes('businessId'));
      if (businessId) return context.report({ node: fn, messageId: 'both' });
      const carrier = parts.find((p) => p.typeName !== 'Database' && p.name !== 'db' && carriesBusiness(services, p.node));
      if (carrier) context.report({ node: fn, messageId: 'inside', data: { name: carrier.name ?? 'a parameter' } });
    };
    return { FunctionDeclaration: check, FunctionExpression: check, ArrowFunctionExpression: check };
  },
};

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'api/.test-build/**',
      '.data/**',
      'api/migrations/**',
      'e2e/test-results/**',
      // Copies of the apps the browser tests build and delete (support/candidate-build.ts) while npm test lints beside them.
      'e2e/.candidate-*/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*/*.js', '*/scripts/*.mjs'] }, tsconfigRootDir: __dirname },
    },
    plugins: { troo: { rules: { boundaries, 'scope-not-business-id': scopeNotBusinessId } } },
    rules: {
      'troo/boundaries': 'error',
      // Modules that import each other in a circle: shared/scripts/import-cycles.mjs (npm run lint), at a
      // fraction of import/no-cycle's cost.
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test's describe/it return promises the runner itself awaits.
        {
          allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite', 'before', 'after'] }],
        },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['shared/src/**', 'shell/src/**', 'mfe-*/src/**', '*/test/**/*.tsx', 'mfe-*/src/**/*.test.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // The React Compiler's rules (all of react-hooks' recommended but the two classic ones) compile
    // every component, a fifth of the lint's time; tests render screens, they do not ship them.
    files: ['**/*.test.tsx', '*/test/**/*.tsx', '**/testing/**'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter((rule) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule))
        .map((rule) => [rule, 'off']),
    ),
  },
  {
    // Screens name calls by id and import the contract's calls as types: a value import of them would
    // put TypeBox and every schema on a diner's phone.
    files: ['shared/src/**', 'shell/src/**', 'mfe-*/src/**'],
    ignores: ['shared/src/contract/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: BROWSER_IMPORTS }] },
  },
  {
    // Remotes and the shell meet through the store's typed modules, never its shape: then a slice can
    // change shape (with a persist migration) without breaking a remote released against the old one.
    files: ['shell/src/**', 'mfe-*/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...BROWSER_IMPORTS,
            {
              name: '@troo/shared',
              importNames: [...ROOT_SLICES.map((slice) => `${slice}Slice`), 'RootState', 'BasketState', 'BusinessState', 'emptyBasket'],
              message: STORE_SHAPE_MESSAGE,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='useAppSelector']", message: STORE_SHAPE_MESSAGE },
        { selector: `MemberExpression[object.name=/^(state|s)$/][property.name=${ROOT_SLICE_PATTERN}]`, message: STORE_SHAPE_MESSAGE },
        {
          selector: `MemberExpression[object.callee.property.name='getState'][property.name=${ROOT_SLICE_PATTERN}]`,
          message: STORE_SHAPE_MESSAGE,
        },
        { selector: `MemberExpression[property.name='actions'][object.name=/^${ROOT_SLICE_NAMES}Slice$/]`, message: STORE_SHAPE_MESSAGE },
        { selector: "TSIndexedAccessType[objectType.typeName.name='RootState']", message: STORE_SHAPE_MESSAGE },
      ],
    },
  },
  {
    // Fastify plugins and hooks are async by contract (no done callback), even when they do nothing asynchronous.
    files: ['api/src/routes/**', 'api/src/plugins/**'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Tenancy by construction: a route reaches a business's data only through the scoped layer, whose
    // every query carries the business filter; no table and no query builder in a handler.
    files: ['api/src/routes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema.js', 'drizzle-orm', 'drizzle-orm/*'],
              message:
                "Routes hold no query: get the business's data with scoped(request) (or scopedToIdentifier for a diner) from api/src/data, or a function in api/src/domain.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/domain/**', 'api/src/data/**'],
    rules: { 'troo/scope-not-business-id': 'error' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '*/test/**', 'e2e/**', 'shared/src/testing/**'],
    rules: {
      // Test doubles and assertions on loosely typed answers (JSON bodies, mocks) are the point there.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Fakes of async APIs (fetch, the federation runtime, Fastify hooks) are async without awaiting.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module' } },
);
