import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FRAME_ICONS_FILE, frameIconsSprite } from '../../scripts/frame-icons';
import { FRAME_ICON_NAMES } from '../../src/site/frame/frame-icon-names';

describe("the frame's icon sprite", () => {
  it('holds the shapes of the Material icons it is written from (run scripts/frame-icons.ts after a change)', () => {
    expect(fs.readFileSync(FRAME_ICONS_FILE, 'utf8')).toBe(frameIconsSprite());
  });

  it('has a symbol for every icon name, each with a shape', () => {
    const sprite = fs.readFileSync(FRAME_ICONS_FILE, 'utf8');
    for (const name of FRAME_ICON_NAMES) {
      expect(sprite).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><path d="[^"]+"`));
    }
  });
});
