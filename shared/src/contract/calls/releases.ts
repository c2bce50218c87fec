import { Type } from '@sinclair/typebox';
import { defineCall, Envelope, standardErrors } from '../define-call';
import { VersionHealth } from '../schemas/remote-errors';

// Releases over HTTP, for whoever deploys Troo (`npm run remotes -- --server URL …`): the published
// versions of the shell and each remote, what is live, and the history of changes. Access
// 'operator': the server's RELEASE_TOKEN as bearer token; without one set, every call answers 403.

const AppParams = Type.Object({
  app: Type.String({ maxLength: 40, description: 'shell, onboarding, menu_admin, kitchen, ordering or checkout' }),
});

const Version = Type.String({ maxLength: 200 });

const ReleasedApp = Type.Object({
  app: Type.String(),
  /** The live version, or null when none has been released. */
  live: Type.Union([Type.String(), Type.Null()]),
  /** Published versions, newest first. */
  versions: Type.Array(
    Type.Object({
      version: Type.String(),
      publishedAt: Type.String(),
      live: Type.Boolean(),
      /** Pages served and failures phones reported (POST /remote-errors), over the last hour and day. */
      health: Type.Optional(Type.Object({ lastHour: VersionHealth, lastDay: VersionHealth })),
    }),
  ),
  /** Remotes: the candidate served to a share of visitors beside the live version, if one runs. */
  canary: Type.Optional(Type.Object({ version: Type.String(), percent: Type.Integer(), since: Type.String() })),
});

const ReleaseHistoryEntry = Type.Object({
  at: Type.String(),
  app: Type.String(),
  action: Type.Union([
    Type.Literal('release'),
    Type.Literal('rollback'),
    Type.Literal('canary'),
    Type.Literal('promote'),
    Type.Literal('abort'),
  ]),
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.String(),
  by: Type.String(),
  /** Made live over the release guard's refusal; `overridden` lists what it refused. */
  forced: Type.Boolean(),
  overridden: Type.Optional(Type.Array(Type.String())),
  /** Canary: the share of visitors it serves (or served, when aborted). */
  percent: Type.Optional(Type.Integer()),
  /** Abort: why, when no operator asked (the error rate that ended it). */
  reason: Type.Optional(Type.String()),
  /** Every app of the change when several changed as one (this one included). */
  together: Type.Optional(Type.Array(Type.String())),
});

const ReleaseChange = Type.Object({
  app: Type.String(),
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.String(),
  forced: Type.Boolean(),
});

const ChangeBody = Type.Object({
  /** Release: the version to make live (default: the newest published). Rollback: the earlier step to go back to. */
  version: Type.Optional(Version),
  /** Go ahead although the release guard refuses; written to the history. */
  force: Type.Optional(Type.Boolean()),
  /** Ignored: the history names the release token that made the change (its name in RELEASE_TOKENS). */
  by: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

export const listReleases = defineCall({
  method: 'GET',
  path: '/releases',
  summary: 'Every app (the shell and each remote): its live version and its published versions, newest first',
  access: 'operator',
  response: { 200: Envelope(Type.Array(ReleasedApp)), ...standardErrors },
});

export const releaseHistory = defineCall({
  method: 'GET',
  path: '/releases/history',
  summary: 'Every change of what is live, oldest first: when, which app, release or rollback, from, to, by whom, forced',
  access: 'operator',
  query: Type.Object({ app: Type.Optional(Type.String({ maxLength: 40 })) }),
  response: { 200: Envelope(Type.Array(ReleaseHistoryEntry)), ...standardErrors },
});

export const publishRelease = defineCall({
  method: 'POST',
  path: '/releases/:app/publish',
  summary:
    'Publish a build as a new immutable version (not live): the body is its build folder as a gzipped tar archive ' +
    '(Content-Type: application/gzip), files and folders only',
  access: 'operator',
  params: AppParams,
  response: { 201: Envelope(Type.Object({ app: Type.String(), version: Type.String(), created: Type.Boolean() })), ...standardErrors },
});

export const releaseVersion = defineCall({
  method: 'POST',
  path: '/releases/:app/release',
  summary: 'Make a published version live (default: the newest), checked by the release guard',
  access: 'operator',
  params: AppParams,
  body: ChangeBody,
  response: { 200: Envelope(ReleaseChange), ...standardErrors },
});

export const rollbackRelease = defineCall({
  method: 'POST',
  path: '/releases/:app/rollback',
  summary: 'Go back one step in what has been live (or back to the earlier step named), checked by the release guard',
  access: 'operator',
  params: AppParams,
  body: ChangeBody,
  response: { 200: Envelope(ReleaseChange), ...standardErrors },
});

const ManyBody = Type.Object({
  apps: Type.Array(
    Type.Object({
      app: AppParams.properties.app,
      /** Release: the version (default: the newest published). Rollback: none, each goes back one step. */
      version: Type.Optional(Version),
    }),
    { minItems: 1, maxItems: 6 },
  ),
  force: Type.Optional(Type.Boolean()),
  /** Ignored: the history names the release token that made the change. */
  by: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

export const releaseTogether = defineCall({
  method: 'POST',
  path: '/releases/release',
  summary:
    'Make several published versions live as one change (the shell and the remotes that need it): guarded as a whole, ' +
    'written at once, one change in the history; the token must be allowed every app named',
  access: 'operator',
  body: ManyBody,
  response: { 200: Envelope(Type.Array(ReleaseChange)), ...standardErrors },
});

export const rollbackTogether = defineCall({
  method: 'POST',
  path: '/releases/rollback',
  summary: 'Each app named goes back one step, as one change guarded as a whole (what was released together)',
  access: 'operator',
  body: ManyBody,
  response: { 200: Envelope(Type.Array(ReleaseChange)), ...standardErrors },
});

const By = Type.Optional(Type.String({ minLength: 1, maxLength: 200 }));

const CanaryChange = Type.Object({
  app: Type.String(),
  live: Type.String(),
  candidate: Type.String(),
  percent: Type.Integer(),
});

export const startCanary = defineCall({
  method: 'POST',
  path: '/releases/:app/canary',
  summary:
    'Serve a published version of a remote to a share of visitors (sticky per visitor) beside the live one, checked by the release guard; again with the same version, change the share',
  access: 'operator',
  params: AppParams,
  body: Type.Object({
    version: Version,
    /** 1–99: the share of visitors served the candidate. */
    percent: Type.Integer({ minimum: 1, maximum: 99 }),
    force: Type.Optional(Type.Boolean()),
    by: By,
  }),
  response: { 200: Envelope(CanaryChange), ...standardErrors },
});

export const promoteCanary = defineCall({
  method: 'POST',
  path: '/releases/:app/promote',
  summary: "Make the running canary's candidate live for every visitor, checked by the release guard",
  access: 'operator',
  params: AppParams,
  body: Type.Object({ force: Type.Optional(Type.Boolean()), by: By }),
  response: { 200: Envelope(ReleaseChange), ...standardErrors },
});

export const abortCanary = defineCall({
  method: 'POST',
  path: '/releases/:app/abort',
  summary: 'End the running canary: every visitor back on the live version',
  access: 'operator',
  params: AppParams,
  body: Type.Object({ by: By }),
  response: { 200: Envelope(CanaryChange), ...standardErrors },
});
