import { describe, expect, it } from 'vitest';
import { contentSecurityFacts } from '../../src/server/releases/content-security';

describe('the frame origins the Content-Security-Policy allows', () => {
  it('come from frames in the page and from frames a facade loads later, and nothing else', () => {
    const facts = contentSecurityFacts([
      '<iframe title="a" src="https://video.example/embed/1"></iframe>',
      '<button type="button" data-frame-src="https://www.openstreetmap.org/export/embed.html?bbox=1">Show</button>',
      '<a href="https://elsewhere.example/">a link is no frame</a>',
    ]);
    expect(facts.frameOrigins).toEqual(['https://video.example', 'https://www.openstreetmap.org']);
  });
});
