// @troo/releases: the release platform. The API (and @troo/pages) import only what is here; what
// the platform needs of the API (its settings, database, health counts) is handed in.
export { APP_NAMES, isAppName, RegistryError, REMOTE_NAMES, type AppName } from './remotes/names.js';
export {
  canaryRunning,
  liveShell,
  openReleases,
  publish,
  release,
  releaseNeverLiveApps,
  releaseNewBuilds,
  releaseTogether,
  remotesServed,
  rollback,
  rollbackTogether,
  servedRegistry,
  unreleasedBuilds,
  type Releases,
  type Target,
} from './remotes/registry.js';
export { emptyRegistry, fromStored, type RegistryDocument, type RegistryStore } from './remotes/registry-document.js';
export { registryFile } from './remotes/registry-file-store.js';
export { abortCanary, promoteCanary, startCanary, type CanaryChange } from './remotes/canary.js';
export { judgeCanaries, type HealthSince } from './remotes/canary-watch.js';
export { canaryKeyOf } from './remotes/canary-signing.js';
export { visitorBucket } from './remotes/canary-bucket.js';
export { NO_TRAFFIC, type HealthWindows, type VersionHealth } from './remotes/health-windows.js';
export { ArchiveError, RELEASE_ARCHIVE_MAX_BYTES, unpackBuildArchive } from './remotes/release-archive.js';
export { servedIntegrity } from './remotes/release-integrity.js';
export { canaryLine, changeLine, publishedLine, releaseOverview } from './remotes/release-report.js';
export { pageAnswerFrom, type PageAnswer } from './remotes/page-routes.js';
export { pageTokenClaims, pageTokenFor } from './remotes/page-token.js';
export { scrubMessage } from './remotes/scrub-message.js';
export { ApiProcesses } from './cluster/api-processes.js';
export { ensureDatabase } from './cluster/database.js';
export { startNginx, type RunningNginx } from './cluster/nginx.js';
export { planCluster, PreflightError, type ReleaseSettingsOf } from './cluster/preflight.js';
export { runRemotesCli, type RemotesHere } from './cli/remotes.js';
export { startThread } from './thread.js';
