/** The fixed path segment that identifies the staff portal in every portal route. */
export const PORTAL = 'troo-portal';

// The links themselves come from the remotes' routes.json (shared/scripts/generate-paths.mjs).
export { paths } from './paths.generated';
export type { OrderingMode } from '../contract/enums';
