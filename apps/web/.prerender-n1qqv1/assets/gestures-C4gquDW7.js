// src/components/ui/dialog/gestures.ts
/** Product §9 dialog constants. */
var dialogTimings = {
	modalExitMs: 160,
	sheetExitMs: 300,
	sheetQuickDragMs: 150,
	sheetCloseFraction: .5,
	mobileMaxWidthPx: 1023
};
/** A drag this short is a tap, not a gesture, however quick. */
var minimumDragPx = 10;
/**
* Product §4: dragging the sheet down closes it when the gesture lasts under 150 ms or
* passes 50 % of the sheet's height.
*/
function isClosingSheetDrag(dy, durationMs, sheetHeight) {
	if (dy < minimumDragPx) return false;
	return durationMs < dialogTimings.sheetQuickDragMs || dy > sheetHeight * dialogTimings.sheetCloseFraction;
}
var mobileQuery = `(max-width: ${dialogTimings.mobileMaxWidthPx}px)`;
export { isClosingSheetDrag as n, mobileQuery as r, dialogTimings as t };
