// npm run where <address | call>: prints the files behind a page address ('/start-order') or an
// API call as the spec names it ('GET /business/getBusinessDetails/'). See where-lookup.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { where, whereText } from './where-lookup.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const query = process.argv.slice(2).join(' ');
if (!query) {
  console.error("usage: npm run where -- <address | call>   e.g. /start-order, 'GET /business/getBusinessDetails/'");
  process.exit(2);
}
console.log(whereText(where(ROOT, query)));
