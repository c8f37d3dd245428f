/**
 * Memory of the storefront server: the process that listens on the storefront port (found through
 * /proc/net/tcp{,6} socket inodes and /proc/<pid>/fd), and its RSS from /proc/<pid>/status. Linux only.
 */
import { readFileSync, readdirSync, readlinkSync } from "node:fs";

/** Inodes of sockets listening (state 0A) on `port`. */
function listeningInodes(port: number): Set<string> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text: string;
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const cols = line.trim().split(/\s+/);
      const local = cols[1];
      if (cols[3] === "0A" && local?.endsWith(`:${hexPort}`) && cols[9]) inodes.add(cols[9]);
    }
  }
  return inodes;
}

/**
 * Every pid holding the listening socket on `port` (nginx's master and its workers share one), lowest first.
 * Scans /proc/<pid>/fd of every process: a few ms.
 */
export function pidsListeningOn(port: number): number[] {
  const inodes = listeningInodes(port);
  const pids: number[] = [];
  if (inodes.size === 0) return pids;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    const holds = fds.some((fd) => {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry}/fd/${fd}`));
        return Boolean(m?.[1] && inodes.has(m[1]));
      } catch {
        return false; // fd closed meanwhile
      }
    });
    if (holds) pids.push(Number(entry));
  }
  return pids.sort((a, b) => a - b);
}

/** The (lowest) pid that owns the listening socket on `port`, or undefined. */
export function pidListeningOn(port: number): number | undefined {
  return pidsListeningOn(port)[0];
}

/** Memory figures of a process, in MiB: current resident set (VmRSS) and its peak (VmHWM). */
export interface ProcessMemory {
  pid: number;
  command: string;
  rssMiB: number;
  peakRssMiB: number;
}

/** Reads /proc/<pid>/status. @throws when the process is gone */
export function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
  return {
    pid,
    command: command.length > 120 ? `${command.slice(0, 117)}...` : command,
    rssMiB: round1(kib("VmRSS") / 1024),
    peakRssMiB: round1(kib("VmHWM") / 1024),
  };
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
