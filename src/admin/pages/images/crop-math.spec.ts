import { describe, expect, it } from 'vitest';
import { clampRect, nudge, presetRect, ratioOf, resized, resultSize } from './crop-math.js';

const image = { width: 400, height: 300 };

describe('the image tool’s crop geometry', () => {
  it('centres the largest rectangle of each preset', () => {
    expect(presetRect(ratioOf('1:1'), image)).toEqual({ x: 50, y: 0, width: 300, height: 300 });
    expect(presetRect(ratioOf('16:9'), image)).toEqual({ x: 0, y: 37, width: 400, height: 225 });
    expect(presetRect(ratioOf('free'), image)).toEqual({ x: 0, y: 0, width: 400, height: 300 });
  });

  it('keeps a crop inside the image, in whole pixels', () => {
    expect(clampRect({ x: 390, y: -5, width: 50.4, height: 400 }, image)).toEqual({
      x: 350,
      y: 0,
      width: 50,
      height: 300,
    });
  });

  it('moves with the arrows and resizes with Shift, keeping the ratio', () => {
    const square = { x: 50, y: 0, width: 300, height: 300 };
    expect(nudge(square, 'ArrowRight', false, 1, image)).toEqual({ ...square, x: 54 });
    expect(nudge(square, 'ArrowUp', false, 1, image)).toEqual(square);
    expect(nudge(square, 'ArrowLeft', true, 1, image)).toEqual({ x: 50, y: 0, width: 296, height: 296 });
    expect(nudge(square, 'Enter', false, 1, image)).toBeUndefined();
    expect(resized(square, 'width', 500, 1, image)).toEqual({ x: 50, y: 0, width: 300, height: 300 });
  });

  it('says the size a save gives: turned, then fitted inside the resize box', () => {
    expect(resultSize({ width: 100, height: 300 }, 90, { width: 150 })).toEqual({ width: 150, height: 50 });
    expect(resultSize({ width: 400, height: 300 }, 0, { width: 200, height: 50 })).toEqual({ width: 67, height: 50 });
    expect(resultSize({ width: 400, height: 300 }, 180, {})).toEqual({ width: 400, height: 300 });
  });
});
