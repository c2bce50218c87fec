import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

// Who listens on a port, from /proc (Linux): the socket's inode in /proc/net/tcp{,6}, then the process
// holding a descriptor to it. So "port in use" can name the process to stop instead of leaving the
// operator to find it. Processes of other users are found only as root; null when not found.

export interface PortHolder {
  pid: number;
  command: string;
}

/** The inodes of the sockets listening on `port` (state 0A), IPv4 and IPv6. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT; st 0A is LISTEN; the inode is the tenth field.
      if (fields.length < 10 || fields[3] !== '0A') continue;
      if (parseInt(fields[1]!.split(':')[1]!, 16) === port) inodes.add(fields[9]!);
    }
  }
  return inodes;
}

/** The command line of process `pid`, as ps shows it. */
export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ') || '?';
  } catch {
    return '?';
  }
}

/** The process listening on `port` (the first found when several share it), or null. */
export function portHolder(port: number): PortHolder | null {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  const sockets = new Set([...inodes].map((inode) => `socket:[${inode}]`));
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (sockets.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return { pid: Number(pid), command: commandOf(Number(pid)) };
      } catch {
        // Closed meanwhile.
      }
    }
  }
  return null;
}

/** "process 123 (node api/dist/server.js)", or what to run to find it. */
export function describeHolder(port: number): string {
  const holder = portHolder(port);
  if (!holder) return `a process this user cannot see (sudo ss -ltnp 'sport = :${port}' names it)`;
  const command = holder.command.length > 160 ? `${holder.command.slice(0, 157)}...` : holder.command;
  return `process ${holder.pid} (${command})`;
}
