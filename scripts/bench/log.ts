/** Progress lines of the benchmark, on stderr so stdout carries only the final table. */
export function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}
