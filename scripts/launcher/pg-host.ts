/**
 * Child-process entry that hosts the launcher's embedded PostgreSQL (see postgres-host.ts).
 * Usage: node --import tsx scripts/launcher/pg-host.ts <dataDir> <port> <database>
 */
import { runPostgresHost } from "./postgres-host";

const [dataDir, port, database] = process.argv.slice(2);
if (!dataDir || !port || !database) {
  process.stderr.write("usage: pg-host.ts <dataDir> <port> <database>\n");
  process.exit(2);
}
void runPostgresHost({ dataDir, port: Number(port), database });
