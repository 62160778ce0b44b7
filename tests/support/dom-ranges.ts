// jsdom has no layout, and its Range lacks getClientRects/getBoundingClientRect, which CodeMirror 6 calls when it
// measures (the shared code editor, src/admin/code-editor). Empty rectangles are what a real browser gives for
// collapsed, unrendered text, so specs that render an editor run without uncaught errors in its measure loop.
const rangePrototype = typeof Range === 'undefined' ? undefined : (Range.prototype as Partial<Range>);
if (rangePrototype && !rangePrototype.getClientRects) {
  const emptyRect = () =>
    ({ x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) }) as DOMRect;
  rangePrototype.getClientRects = function getClientRects() {
    const list = [] as unknown as DOMRectList;
    return Object.assign(list, { item: () => null });
  };
  rangePrototype.getBoundingClientRect = emptyRect;
}
