import type { Page } from '@playwright/test';

/**
 * Stands in for Chrome's built-in page translation (Google Translate), which participants use to
 * read the English site in Vietnamese, Chinese or Tagalog: it swaps every text node for
 * <font><font>translated text</font></font>, so the node React rendered leaves the document,
 * and it translates text added later as it appears. The "translation" here keeps the words (tests
 * can still find them) but marks each translated node, so a test sees what was left stale.
 */
export async function simulatePageTranslation(page: Page) {
  await page.addInitScript(() => {
    // Chrome's translator's own element (typed as a plain element: <font> is long deprecated).
    const FONT: string = 'font';
    const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'TITLE', 'FONT']);
    const translate = (node: Text) => {
      const parent = node.parentElement;
      if (!parent || !node.data.trim() || SKIP.has(parent.tagName)) return;
      if (parent.closest('[translate="no"]')) return;
      const outer = document.createElement(FONT);
      outer.style.verticalAlign = 'inherit';
      const inner = document.createElement(FONT);
      inner.style.verticalAlign = 'inherit';
      inner.textContent = node.data;
      outer.appendChild(inner);
      parent.replaceChild(outer, node);
    };
    const walk = (root: Node) => {
      if (root.nodeType === Node.TEXT_NODE) {
        translate(root as Text);
        return;
      }
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const found: Text[] = [];
      while (walker.nextNode()) found.push(walker.currentNode as Text);
      found.forEach(translate);
    };
    const start = () => {
      walk(document.body);
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'characterData') {
            if (record.target.isConnected) translate(record.target as Text);
          } else {
            record.addedNodes.forEach((node) => {
              if (node.isConnected) walk(node);
            });
          }
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  });
}
