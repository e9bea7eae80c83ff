import { canScrollAncestor, canStartDrag, hasSelectionInside, isNoDragTarget } from './drag-guard';

function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

function fakeScroller(el: HTMLElement, scrollWidth: number, clientWidth: number, left: number) {
  el.style.overflowX = 'auto';
  Object.defineProperty(el, 'scrollWidth', { value: scrollWidth });
  Object.defineProperty(el, 'clientWidth', { value: clientWidth });
  el.scrollLeft = left;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.getSelection()?.removeAllRanges();
});

describe('isNoDragTarget', () => {
  it.each([
    ['input', '<input id="t" />'],
    ['textarea', '<textarea id="t"></textarea>'],
    ['select', '<select id="t"><option>a</option></select>'],
    ['contenteditable', '<div contenteditable="true"><b id="t">x</b></div>'],
    ['[data-no-drag]', '<div data-no-drag><span id="t">x</span></div>'],
  ])('refuses a drag starting in %s', (_name, html) => {
    const root = mount(html);
    expect(isNoDragTarget(root.querySelector('#t'), root)).toBe(true);
    expect(canStartDrag(root.querySelector('#t'), root)).toBe(false);
  });

  it('allows plain text, buttons and contenteditable="false"', () => {
    const root = mount(
      '<p id="p">x</p><button id="b">b</button><div contenteditable="false" id="c">c</div>',
    );
    for (const id of ['#p', '#b', '#c'])
      expect(canStartDrag(root.querySelector(id), root)).toBe(true);
  });

  it('ignores a [data-no-drag] outside the drawer', () => {
    const outer = mount('<div id="root"><p id="t">x</p></div>');
    outer.setAttribute('data-no-drag', '');
    const root = outer.querySelector('#root') as HTMLElement;
    expect(isNoDragTarget(root.querySelector('#t'), root)).toBe(false);
  });
});

describe('hasSelectionInside', () => {
  it('is true only for a non-empty selection within the drawer', () => {
    const root = mount('<p id="in">selected words</p>');
    const outside = mount('<p id="out">elsewhere</p>');
    const selection = document.getSelection();
    expect(hasSelectionInside(root, selection)).toBe(false);

    selection?.selectAllChildren(outside.querySelector('#out') as Node);
    expect(hasSelectionInside(root, selection)).toBe(false);

    selection?.selectAllChildren(root.querySelector('#in') as Node);
    expect(hasSelectionInside(root, selection)).toBe(true);
    expect(canStartDrag(root.querySelector('#in'), root)).toBe(false);
  });
});

describe('canScrollAncestor', () => {
  it('blocks while the scroller can still move the way the finger goes', () => {
    const root = mount('<div id="s"><span id="t">wide</span></div>');
    const scroller = root.querySelector('#s') as HTMLElement;
    const target = root.querySelector('#t');

    fakeScroller(scroller, 600, 200, 0);
    expect(canScrollAncestor(target, root, -10)).toBe(true); // can scroll to the right
    expect(canScrollAncestor(target, root, 10)).toBe(false); // already at the start

    scroller.scrollLeft = 400;
    expect(canScrollAncestor(target, root, -10)).toBe(false); // at the end
    expect(canScrollAncestor(target, root, 10)).toBe(true);
  });

  it('ignores overflow that does not scroll and elements outside the drawer', () => {
    const root = mount('<div id="s"><span id="t">x</span></div>');
    const scroller = root.querySelector('#s') as HTMLElement;
    Object.defineProperty(scroller, 'scrollWidth', { value: 600 });
    Object.defineProperty(scroller, 'clientWidth', { value: 200 });
    scroller.style.overflowX = 'hidden';
    expect(canScrollAncestor(root.querySelector('#t'), root, -10)).toBe(false);
    expect(canScrollAncestor(root.querySelector('#t'), root, 0)).toBe(false);
  });
});
