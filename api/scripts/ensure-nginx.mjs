// CI: the cluster tests (test/cluster-nginx.test.ts) put nginx in front of the API processes. Find it,
// or install Debian's package when we may (root, apt). Never fails the run: without nginx those
// tests skip and say why. (npm run start:cluster installs nothing; it prints how to.)
import { execSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

const folders = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'];
const find = () =>
  folders
    .map((folder) => path.join(folder, 'nginx'))
    .find((file) => {
      try {
        accessSync(file, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });

let found = find();
if (!found && process.getuid?.() === 0) {
  console.log('nginx: not found, installing the Debian package nginx-light…');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light', { stdio: 'inherit' });
  } catch {
    console.log('nginx: the install failed; the cluster tests will be skipped');
  }
  found = find();
}
console.log(found ? `nginx: ${found}` : 'nginx: not installed (sudo apt-get install nginx-light); the cluster tests will be skipped');
