// shared/ is an ES module package, but its Node build (tsconfig.node.json) is CommonJS, which needs no
// file extensions in its requires. This marks the output folder so Node reads it as CommonJS.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

writeFileSync(path.join(process.argv[2], 'package.json'), '{ "type": "commonjs" }\n');
