import { PORTAL, qrLandingUrl } from '../support/demo';

/** What a route's address may be built from: the demo restaurant `npm start` creates. */
export interface DemoPlaces {
  branchId: string;
}

export interface BenchRoute {
  name: string;
  path: (demo: DemoPlaces) => string;
}

// The pages the phone benchmarks load (bench:lcp, bench:lighthouse). One line adds a route.
export const BENCH_ROUTES: BenchRoute[] = [
  { name: 'QR landing', path: ({ branchId }) => qrLandingUrl(branchId, 1) },
  { name: 'Login', path: () => `/demo/login/${PORTAL}` },
];
