import { describe, expect, it } from 'vitest';
import { AUTO_OVERLAYS, grantTurn, nextOverlay, type AutoOverlay, type TurnRequest } from './rules';

describe('overlays one at a time, in a fixed order', () => {
  it('§2 screens 18, 7, 17, 18, 7, 5, 13: forced ones, upgrade, announcement, welcome popups, download prompt, install, push', () => {
    expect(AUTO_OVERLAYS).toEqual([
      'app-upgrade-forced',
      'download-prompt-forced',
      'app-upgrade',
      'announcement',
      'welcome',
      'download-prompt',
      'install',
      'push',
    ]);
  });

  it('§4/§5 forced ones first: a mandatory upgrade, then a forced download prompt, before everything else', () => {
    expect(nextOverlay(['push', 'install', 'download-prompt-forced', 'announcement'])).toBe(
      'download-prompt-forced',
    );
    expect(nextOverlay(['app-upgrade', 'download-prompt-forced', 'app-upgrade-forced'])).toBe(
      'app-upgrade-forced',
    );
  });

  it.each([
    [['push', 'announcement'], 'announcement'],
    [['welcome', 'announcement'], 'announcement'],
    [['install', 'welcome'], 'welcome'],
    [['install', 'download-prompt'], 'download-prompt'],
    [['push', 'install'], 'install'],
    [['push'], 'push'],
    [['announcement', 'app-upgrade'], 'app-upgrade'],
    [[], null],
  ] as const)('§2/§4 waiting %j: %s opens next', (waiting, next) => {
    expect(nextOverlay(waiting)).toBe(next);
  });

  const waiting = (entries: [AutoOverlay, TurnRequest][]) => new Map(entries);
  const free = { holder: null, openDialogs: 0, now: 1000, freeAt: 1000 };

  it('§9 the next one only after the previous closed and faded (250 ms), and never over a dialog', () => {
    const due = waiting([['push', 'due']]);
    expect(grantTurn({ ...free, waiting: due })).toBe('push');
    expect(grantTurn({ ...free, waiting: due, holder: 'announcement' })).toBeNull();
    expect(grantTurn({ ...free, waiting: due, openDialogs: 1 })).toBeNull();
    expect(grantTurn({ ...free, waiting: due, freeAt: 1250 })).toBeNull();
    expect(grantTurn({ ...free, waiting: waiting([]) })).toBeNull();
  });

  it('one still deciding holds back those after it, not those before it', () => {
    expect(
      grantTurn({
        ...free,
        waiting: waiting([
          ['announcement', 'deciding'],
          ['download-prompt', 'due'],
          ['push', 'due'],
        ]),
      }),
    ).toBeNull();
    expect(
      grantTurn({
        ...free,
        waiting: waiting([
          ['announcement', 'deciding'],
          ['download-prompt-forced', 'due'],
        ]),
      }),
    ).toBe('download-prompt-forced');
  });
});
