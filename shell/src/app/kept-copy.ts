import { KEPT_PAGE_META } from '@troo/shared/route-manifest';

/** This page is the copy the service worker kept (maybe yesterday's), not the server's answer. */
export const isKeptCopy = () => document.querySelector(`meta[name="${KEPT_PAGE_META}"]`) !== null;
