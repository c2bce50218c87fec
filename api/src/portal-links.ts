import { paths } from '@troo/shared/route-manifest';

/** The portal's sign-in page at this server's public address: mails and the start-up banner link to it. */
export const portalLoginUrl = (publicUrl: string): string => `${publicUrl}${paths.login}`;
