// Schemathesis (PyPI) in an ignored virtualenv at .venv, pinned by scripts/fuzz/requirements.txt.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const venv = path.join(root, '.venv');
const requirements = path.join(import.meta.dirname, 'requirements.txt');
const st = path.join(venv, 'bin', 'st');

function must(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/**
 * CPython before 3.11.8 / 3.12.2 can fail at random with "AST constructor recursion depth
 * mismatch" when threads parse code (gh-106905), which Hypothesis does while generating: with such
 * an interpreter st runs on one worker. FUZZ_PYTHON names one; otherwise the newest fixed one on
 * PATH or in pyenv is preferred.
 */
const FIXED = 'import sys; v = sys.version_info; print(v >= (3, 12, 2) or (3, 11, 8) <= v < (3, 12))';

function pythonCandidates() {
  const list = [process.env.FUZZ_PYTHON, 'python3.13', 'python3.12'];
  const pyenvRoot = spawnSync('pyenv', ['root'], { encoding: 'utf8' }).stdout?.trim();
  if (pyenvRoot && existsSync(path.join(pyenvRoot, 'versions'))) {
    for (const version of readdirSync(path.join(pyenvRoot, 'versions')).reverse()) {
      list.push(path.join(pyenvRoot, 'versions', version, 'bin', 'python3'));
    }
  }
  return [...list.filter(Boolean), 'python3'];
}

const isFixed = (python) =>
  spawnSync(python, ['-c', FIXED], {
    encoding: 'utf8',
    env: { ...process.env, PYENV_VERSION: '' },
  }).stdout?.trim() === 'True';

/** The interpreter for the virtualenv, and whether it is free of gh-106905. */
function choosePython() {
  const candidates = pythonCandidates();
  const fixed = candidates.find((python) => isFixed(python));
  return fixed ? { python: fixed, threadSafe: true } : { python: 'python3', threadSafe: false };
}

const pinned = () => /^schemathesis==(.+)$/m.exec(readFileSync(requirements, 'utf8'))?.[1];

/**
 * Creates the virtualenv and installs the pinned versions unless they are already there.
 * @returns {{ threadSafe: boolean }} whether st may run on several workers
 */
export function ensureSchemathesis() {
  const venvPython = path.join(venv, 'bin', 'python');
  const installed = existsSync(st)
    ? spawnSync(st, ['--version'], { encoding: 'utf8' }).stdout.trim().split(/\s+/).pop() === pinned()
    : false;
  if (installed && isFixed(venvPython)) return { threadSafe: true };
  const { python, threadSafe } = choosePython();
  // Nothing better to install with: keep what is there.
  if (installed && !threadSafe) return { threadSafe };
  if (!threadSafe)
    console.warn('No Python 3.11.8+/3.12.2+ found (CPython gh-106905): fuzzing on one worker.');
  console.log(`Installing schemathesis ${pinned()} into .venv with ${python} …`);
  rmSync(venv, { recursive: true, force: true });
  must(python, ['-m', 'venv', venv]);
  must(path.join(venv, 'bin', 'pip'), [
    'install',
    '--quiet',
    '--disable-pip-version-check',
    '-r',
    requirements,
  ]);
  return { threadSafe };
}

/**
 * One `st run` with a config file (credentials go there, so st knows which security scheme they
 * are and can test without them): its output is shown as it comes and kept, to count the cases.
 * @returns {Promise<{ status: number, output: string }>}
 */
export function runSchemathesis(configFile, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(st, ['--config-file', configFile, 'run', ...args], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', SCHEMATHESIS_HOOKS: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ status: code ?? 1, output }));
  });
}

/** "Test cases: 5316 generated, …" from st's summary. */
export function generatedCases(output) {
  const match = /(\d+)\s+generated/.exec(output);
  return match ? Number(match[1]) : 0;
}
