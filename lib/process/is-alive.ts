/**
 * True while a process (pid > 0) or a whole process group (-pgid) exists. Signal 0 only asks; EPERM means it
 * exists under another user. Used by the launcher (children, lock holders, its parent) and the embedded
 * PostgreSQL host (the server's pid).
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
