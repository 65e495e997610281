import { describe, expect, it } from 'vitest';
import { keepSecrets, maskSecrets, MERCHANT_SECRET_PATHS } from '../src/rules/secrets';

const stored = {
  name: 'Demo',
  secrets: {
    geetestKey: 'gt-secret',
    fcmServiceAccount: { clientEmail: 'a@b.test', privateKey: 'PEM' },
  },
  tracking: {
    clientPixels: false,
    s2s: {
      facebook: { enabled: true, accessToken: 'fb-token', testEventCode: null },
      tiktok: { enabled: false, accessToken: null },
    },
  },
};

describe('write-only secrets', () => {
  it('masks every secret path with whether it is set, and nothing else', () => {
    const masked = maskSecrets(stored);
    expect(masked.secrets.geetestKey).toEqual({ set: true });
    expect(masked.secrets.fcmServiceAccount).toEqual({
      clientEmail: 'a@b.test',
      privateKey: { set: true },
    });
    expect(masked.tracking.s2s.facebook.accessToken).toEqual({ set: true });
    expect(masked.tracking.s2s.tiktok.accessToken).toEqual({ set: false });
    expect(masked.tracking.s2s.facebook.enabled).toBe(true);
    expect(JSON.stringify(masked)).not.toMatch(/gt-secret|PEM|fb-token/);
    // The stored document is left as it was.
    expect(stored.secrets.geetestKey).toBe('gt-secret');
  });

  it('skips secrets whose object is absent (no FCM account)', () => {
    const masked = maskSecrets({ secrets: { geetestKey: null, fcmServiceAccount: null } });
    expect(masked).toEqual({ secrets: { geetestKey: { set: false }, fcmServiceAccount: null } });
  });

  it('keeps a stored secret when the write leaves it out or sends its marker back', () => {
    const written = keepSecrets(maskSecrets(stored), stored);
    expect(written).toEqual(stored);
    const leftOut = keepSecrets({ name: 'Demo' }, stored);
    expect(leftOut).toEqual(stored);
    const partlyLeftOut = keepSecrets(
      { secrets: { fcmServiceAccount: { clientEmail: 'c@d.test' } } },
      stored,
    );
    expect(partlyLeftOut).toEqual({
      secrets: {
        geetestKey: 'gt-secret',
        fcmServiceAccount: { clientEmail: 'c@d.test', privateKey: 'PEM' },
      },
      tracking: stored.tracking,
    });
  });

  it('replaces a secret given a value and clears it given null', () => {
    const written = keepSecrets(
      {
        secrets: { geetestKey: 'new-key', fcmServiceAccount: null },
        tracking: { s2s: { facebook: { enabled: true, accessToken: null } } },
      },
      stored,
    );
    expect(written.secrets).toEqual({ geetestKey: 'new-key', fcmServiceAccount: null });
    expect(written.tracking).toEqual({
      s2s: {
        facebook: { enabled: true, accessToken: null },
        tiktok: { enabled: false, accessToken: null },
      },
    });
  });

  it('lists each secret once', () => {
    expect(new Set(MERCHANT_SECRET_PATHS).size).toBe(MERCHANT_SECRET_PATHS.length);
  });
});
