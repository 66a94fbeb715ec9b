// Finds Debian's Chromium for the browser tests, installing it when this machine lacks it.
// Browser tests never download a browser of their own.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);

export function findChromium() {
  return CANDIDATES.find((p) => existsSync(p));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      'The browser tests need Chromium. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  console.log("Chromium is missing: installing Debian's chromium package (apt-get)...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  const installed = findChromium();
  if (!installed) throw new Error('apt-get finished but no Chromium binary was found');
  return installed;
}
