import { n as isClosingSheetDrag, r as mobileQuery, t as dialogTimings } from "./gestures-C4gquDW7.js";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/dialog/use-media-query.ts
function useMediaQuery(query) {
	return useSyncExternalStore((onChange) => {
		const list = window.matchMedia(query);
		list.addEventListener("change", onChange);
		return () => list.removeEventListener("change", onChange);
	}, () => window.matchMedia(query).matches);
}
var dialog_module_default = {
	modal: "_modal_1rxti_1",
	sheet: "_sheet_1rxti_2",
	"modal-in": "_modal-in_1rxti_1",
	s: "_s_1rxti_2",
	closing: "_closing_1rxti_25",
	"modal-out": "_modal-out_1rxti_1",
	"sheet-in": "_sheet-in_1rxti_1",
	"sheet-out": "_sheet-out_1rxti_1",
	handle: "_handle_1rxti_43",
	header: "_header_1rxti_58",
	title: "_title_1rxti_65",
	close: "_close_1rxti_71",
	body: "_body_1rxti_86"
};
// src/components/ui/dialog/dialog.tsx
/**
* A modal on desktop and a bottom sheet on mobile (≤ 1023 px), built on <dialog>:
* focus moves in and is trapped, Escape closes, the page behind is inert.
*/
function Dialog({ open, onClose, title, size = "m", children }) {
	const { t } = useTranslation();
	const isMobile = useMediaQuery(mobileQuery);
	const ref = useRef(null);
	const titleId = useId();
	const [closing, setClosing] = useState(false);
	const [dragY, setDragY] = useState(0);
	const drag = useRef(null);
	useEffect(() => {
		const dialog = ref.current;
		if (!dialog) return;
		if (open && !dialog.open) {
			setClosing(false);
			setDragY(0);
			dialog.showModal();
		}
	}, [open]);
	const requestClose = () => {
		if (closing) return;
		setClosing(true);
		window.setTimeout(() => {
			ref.current?.close();
			setClosing(false);
			setDragY(0);
			onClose();
		}, isMobile ? dialogTimings.sheetExitMs : dialogTimings.modalExitMs);
	};
	const onHandleDown = (event) => {
		drag.current = {
			y: event.clientY,
			time: event.timeStamp
		};
		event.currentTarget.setPointerCapture(event.pointerId);
	};
	const onHandleMove = (event) => {
		if (drag.current) setDragY(Math.max(0, event.clientY - drag.current.y));
	};
	const onHandleUp = (event) => {
		const start = drag.current;
		drag.current = null;
		if (!start) return;
		const height = ref.current?.getBoundingClientRect().height ?? 0;
		if (isClosingSheetDrag(event.clientY - start.y, event.timeStamp - start.time, height)) requestClose();
		else setDragY(0);
	};
	if (!open && !closing) return null;
	return /* @__PURE__ */ jsxs("dialog", {
		ref,
		"aria-labelledby": titleId,
		className: `${isMobile ? dialog_module_default.sheet : dialog_module_default.modal} ${dialog_module_default[size]} ${closing ? dialog_module_default.closing : ""}`,
		style: dragY ? { transform: `translateY(${dragY}px)` } : void 0,
		onCancel: (event) => {
			event.preventDefault();
			requestClose();
		},
		onClick: (event) => {
			if (event.target === event.currentTarget) requestClose();
		},
		children: [
			isMobile ? /* @__PURE__ */ jsx("div", {
				className: dialog_module_default.handle,
				onPointerDown: onHandleDown,
				onPointerMove: onHandleMove,
				onPointerUp: onHandleUp,
				"aria-hidden": "true",
				children: /* @__PURE__ */ jsx("span", {})
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: dialog_module_default.header,
				children: [/* @__PURE__ */ jsx("h2", {
					id: titleId,
					className: dialog_module_default.title,
					children: title
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: dialog_module_default.close,
					onClick: requestClose,
					"aria-label": t("common.close"),
					children: "×"
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: dialog_module_default.body,
				children
			})
		]
	});
}
export { useMediaQuery as n, Dialog as t };
