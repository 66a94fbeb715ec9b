import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, secretKeyMaterial, SECRET_KEY_FILE } from './secret-box.ts';

describe('secret box', () => {
  it('seals and opens a value for its owner only, and each seal differs', () => {
    const box = createSecretBox('k'.repeat(32));
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'user-1')).not.toBe(sealed);
    expect(box.open(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(sealed, 'user-2')).toThrow();
    expect(() => createSecretBox('other'.repeat(8)).open(sealed, 'user-1')).toThrow();
  });

  it('without a setting, keeps one random key in the data directory, readable by the owner only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kinetic-key-'));
    try {
      const first = secretKeyMaterial(undefined, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(secretKeyMaterial(undefined, dir)).toBe(first);
      expect(readFileSync(join(dir, SECRET_KEY_FILE), 'utf8')).toBe(first);
      expect(statSync(join(dir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(secretKeyMaterial('s'.repeat(40), dir)).toBe('s'.repeat(40));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
