import { describe, expect, it } from 'vitest';
import { dialogTimings, isClosingSheetDrag, mobileQuery } from './gestures';

describe('isClosingSheetDrag', () => {
  const height = 400;

  it('closes on a quick drag of at least 10 px (under 150 ms)', () => {
    expect(isClosingSheetDrag(10, 149, height)).toBe(true);
    expect(isClosingSheetDrag(10, 0, height)).toBe(true);
  });

  it('does not close on a short slow drag (150 ms or more, not past half the height)', () => {
    expect(isClosingSheetDrag(10, 150, height)).toBe(false);
    expect(isClosingSheetDrag(200, 1000, height)).toBe(false);
  });

  it('closes on a slow drag past half of the sheet height', () => {
    expect(isClosingSheetDrag(201, 1000, height)).toBe(true);
    expect(isClosingSheetDrag(201, 150, height)).toBe(true);
  });

  it('never closes on a drag under 10 px, however quick or far relative to the sheet', () => {
    expect(isClosingSheetDrag(9, 0, height)).toBe(false);
    expect(isClosingSheetDrag(9.9, 10, 10)).toBe(false);
    expect(isClosingSheetDrag(0, 0, 0)).toBe(false);
    expect(isClosingSheetDrag(-50, 10, height)).toBe(false);
  });

  it('closes on a 10 px slow drag of a sheet shorter than 20 px', () => {
    expect(isClosingSheetDrag(10, 1000, 19)).toBe(true);
    expect(isClosingSheetDrag(10, 1000, 20)).toBe(false);
  });
});

describe('dialog constants', () => {
  it('match the spec timings and mobile breakpoint', () => {
    expect(dialogTimings.modalExitMs).toBe(160);
    expect(dialogTimings.sheetExitMs).toBe(300);
    expect(mobileQuery).toBe('(max-width: 1023px)');
  });
});
