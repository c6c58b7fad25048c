/**
 * Words that the browser split over two lines inside the elements `rootSelector` matches, as it does
 * to a word in a box too narrow for it ("Pharmac|eutical", "1,20|0"). A line may still end at a space,
 * a dash or a slash; an e-mail or web address may break anywhere. Run in the page (page.evaluate).
 */
export function wordsBrokenMidWord(rootSelector: string): string[] {
  const broken = new Set<string>();
  for (const root of document.querySelectorAll(rootSelector)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.getClientRects().length === 0 || element.closest('svg, script, style'))
        continue;
      // A stacked table keeps its header row for screen readers only, squeezed out of sight.
      const head = element.closest('thead');
      if (head && getComputedStyle(head).position === 'absolute') continue;
      for (const word of (node.textContent ?? '').matchAll(/[^\s\-–—/]+/g)) {
        if (/@|\w\.\w/.test(word[0])) continue;
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.add(word[0]);
      }
    }
  }
  return [...broken];
}
