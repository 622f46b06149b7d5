// Starts a local MongoDB wire-protocol server (mongo-java-server) for development and tests.
// No real mongod can be installed on our machines, so when MONGODB_URI is unset the project
// runs this instead; see docs/decisions/0003 for why mongo-java-server and not FerretDB.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const libDir = path.join(root, '.cache', 'db', 'lib');
const pom = path.join(here, 'pom.xml');
const launcher = path.join(here, 'Launcher.java');

const MISSING_TOOL =
  'The local database needs Java 17+ and Maven (`java` and `mvn` on PATH). ' +
  'Install them, or set MONGODB_URI to a MongoDB server (e.g. Atlas) instead.';

function has(command) {
  const probe = spawnSync(command, ['-version'], { stdio: 'ignore' });
  return !probe.error;
}

/** Fetches the server's jars from Maven Central into .cache/db/lib on first use. */
export function ensureJars({ quiet = false } = {}) {
  if (existsSync(libDir) && readdirSync(libDir).some((f) => f.startsWith('mongo-java-server-core'))) {
    return;
  }
  if (!has('java') || !has('mvn')) throw new Error(MISSING_TOOL);
  if (!quiet) console.log('Fetching mongo-java-server from Maven Central (first run only)…');
  mkdirSync(libDir, { recursive: true });
  const result = spawnSync(
    'mvn',
    ['-q', '-B', '-f', pom, 'dependency:copy-dependencies', `-DoutputDirectory=${libDir}`],
    { stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`Maven could not fetch mongo-java-server:\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
}

/**
 * Starts the server and resolves once it accepts connections.
 * @param {{ file?: string, port?: number, quiet?: boolean, sync?: boolean }} options
 *   file: H2 MVStore file for data that survives restarts; omitted → in memory.
 *   sync: false acknowledges writes before they are on disk (benchmarks only).
 * @returns {Promise<{ uri: string, port: number, pid: number, stop: () => Promise<void>, kill: () => Promise<void> }>}
 */
export async function startLocalMongo({ file, port = 0, quiet = false, sync = true } = {}) {
  ensureJars({ quiet });
  if (!has('java')) throw new Error(MISSING_TOOL);
  // Warnings only: at INFO the server logs every connection opened and closed, into a pipe this
  // process drains only while its event loop runs; a caller blocked in spawnSync lets it fill, and
  // the server then stalls on its next log line.
  const args = [
    '-Dorg.slf4j.simpleLogger.defaultLogLevel=warn',
    '-cp',
    path.join(libDir, '*'),
    launcher,
    '--port',
    String(port),
  ];
  if (file) args.push('--file', file);
  if (!sync) args.push('--no-sync');
  // stdin stays a pipe: the launcher exits when it closes, i.e. when this process ends.
  const child = spawn('java', args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let log = '';
  const boundPort = await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      log += chunk.toString();
      const match = /listening (\d+)/.exec(log);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      log += chunk.toString();
    });
    child.once('exit', (code) =>
      reject(new Error(`Local MongoDB exited (${code}) before it was ready:\n${log}`)),
    );
    child.once('error', reject);
  });
  child.stdout.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.resume();
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.stdin.end();
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  /** kill -9: a crash, for fault-injection tests. */
  const kill = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  return { uri: `mongodb://127.0.0.1:${boundPort}`, port: boundPort, pid: child.pid, stop, kill };
}
