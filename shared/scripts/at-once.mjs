// Runs the commands given at once and prints each one's output, whole, when it ends; fails when any
// of them does. `npm test` checks lint and types this way (ESLint and each tsc mostly use one core:
// on two cores, together they take 95 s instead of 118).
//
//   node shared/scripts/at-once.mjs 'npm run lint' 'npm run typecheck'
import { runCommand } from './run-command.mjs';

const commands = process.argv.slice(2);

const codes = await Promise.all(
  commands.map(async (command) => {
    const { code, seconds, output } = await runCommand(command);
    process.stdout.write(`== ${command} (${code === 0 ? 'passed' : 'failed'} in ${seconds} s)\n${output}`);
    return code;
  }),
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
