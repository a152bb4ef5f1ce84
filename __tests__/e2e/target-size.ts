import type { Locator, Page } from '@playwright/test';

/**
 * The sizes a phone's thumb needs, on the page as shown: form fields and buttons at least 44 px tall;
 * every other link or control WCAG 2.2's 2.5.8, 24 by 24 px or one of its exceptions as the criterion
 * words them (Inline: a link inside a sentence; Spacing: a 24 px circle centred on the target touches no
 * other target or circle). Only what is shown counts: a closed menu's links are checked when it is open,
 * an open modal dialog is all there is, and a radio hidden behind its label is pressed through the label.
 */
export async function targetProblems(page: Page, within?: Locator): Promise<string[]> {
  return (within ?? page.locator('html')).evaluate((root) => {
    const minimum = 24;
    const fieldHeight = 44;
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      'label',
    ].join(', ');
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        box.width > 1 &&
        box.height > 1
      );
    };
    const isTarget = (element: Element) =>
      element instanceof HTMLLabelElement ? !!element.control && !shown(element.control) : true;
    // While a modal dialog is open, it is all a pointer can reach.
    const scope = document.querySelector('dialog:modal') ?? root;
    const targets = [...scope.querySelectorAll(selector)].filter(
      (element) => shown(element) && isTarget(element),
    );
    const inTarget = (node: Node) => targets.some((target) => target.contains(node.parentElement ?? node));

    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const text =
        element.getAttribute('aria-label') ||
        (element.textContent ?? '').trim().replace(/\s+/g, ' ') ||
        element.getAttribute('title') ||
        element.getAttribute('name') ||
        '';
      return `<${element.localName}> "${text.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)} px`;
    };

    // Inline: the target flows in a line of text that has words of its own.
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      if (!block) return false;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!/[\p{L}\p{N}]/u.test(node.textContent ?? '')) continue;
        if (node.parentElement && shown(node.parentElement) && !inTarget(node)) return true;
      }
      return false;
    };

    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - point.x, 0, point.x - box.right),
        Math.max(box.top - point.y, 0, point.y - box.bottom),
      );
    const undersized = (box: DOMRect) => box.width < minimum - 0.5 || box.height < minimum - 0.5;
    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);

    const problems: string[] = [];
    for (const target of targets) {
      const box = target.getBoundingClientRect();
      const field =
        target.matches('button, select, textarea, input') &&
        !target.matches('input[type="checkbox"], input[type="radio"]');
      if (field && box.height < fieldHeight - 0.5) {
        problems.push(`${describe(target)}: a form field or button under ${fieldHeight} px tall`);
        continue;
      }
      if (!undersized(box) || inSentence(target)) continue;
      const here = centre(box);
      const crowding = targets.find((other) => {
        if (related(target, other)) return false;
        const otherBox = other.getBoundingClientRect();
        if (distanceToBox(here, otherBox) < minimum / 2 - 0.5) return true;
        const there = centre(otherBox);
        return undersized(otherBox) && Math.hypot(here.x - there.x, here.y - there.y) < minimum - 0.5;
      });
      if (crowding)
        problems.push(
          `${describe(target)}: under ${minimum} px, and its 24 px circle reaches ${describe(crowding)}`,
        );
    }
    return problems;
  });
}
