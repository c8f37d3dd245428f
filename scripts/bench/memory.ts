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

/** The pid that owns the listening socket on `port`, or undefined. */
export function pidListeningOn(port: number): number | undefined {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return undefined;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        const m = /^socket:\[(\d+)\]$/.exec(target);
        if (m?.[1] && inodes.has(m[1])) return Number(entry);
      } catch {
        // fd closed meanwhile
      }
    }
  }
  return undefined;
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
