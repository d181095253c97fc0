/** Product §9 dialog constants. */
export const dialogTimings = {
  modalExitMs: 160,
  sheetExitMs: 300,
  sheetQuickDragMs: 150,
  sheetCloseFraction: 0.5,
  mobileMaxWidthPx: 1023,
} as const;

/** A drag this short is a tap, not a gesture, however quick. */
const minimumDragPx = 10;

/**
 * Product §4: dragging the sheet down closes it when the gesture lasts under 150 ms or
 * passes 50 % of the sheet's height.
 */
export function isClosingSheetDrag(dy: number, durationMs: number, sheetHeight: number): boolean {
  if (dy < minimumDragPx) return false;
  return durationMs < dialogTimings.sheetQuickDragMs || dy > sheetHeight * dialogTimings.sheetCloseFraction;
}

export const mobileQuery = `(max-width: ${dialogTimings.mobileMaxWidthPx}px)`;
