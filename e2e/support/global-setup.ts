import { makeTrooTemplate } from './troo-template';

/**
 * The one first start of the run: every worker starts its own Troo on a copy of this one's data
 * (support/fixtures.ts), so tests in different workers share no data.
 */
export default async function globalSetup() {
  const template = await makeTrooTemplate();
  return () => template.remove();
}
