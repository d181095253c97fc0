import { t as getPageSettings } from "./page-settings-2BwVYlQR.js";
import { i as Button } from "../prerender.mjs";
import { t as copyToClipboard } from "./copy-to-clipboard-DFkQsQw4.js";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
var chain_reference_module_default = {
	reference: "_reference_kfbip_1",
	value: "_value_kfbip_10",
	copy: "_copy_kfbip_16",
	compact: "_compact_kfbip_21",
	middle: "_middle_kfbip_31",
	head: "_head_kfbip_38",
	tail: "_tail_kfbip_44"
};
// src/components/ui/chain-reference.tsx
/** Each kind's template in the pool settings, the placeholder the value goes in, and its copy button's label. */
var kinds = {
	tx: {
		template: "explorer_tx_url",
		placeholder: "{txid}",
		copy: "common.copyTxId"
	},
	address: {
		template: "explorer_address_url",
		placeholder: "{address}",
		copy: "common.copyAddress"
	},
	block: {
		template: "explorer_block_url",
		placeholder: "{hash}",
		copy: "common.copyBlockHash"
	}
};
/**
* The pool's block explorer link for a value, if it has one (pool settings). Kept with the
* component, its one user: the dashboard's blocks list and the payments pages share it,
* and a helper of its own would land in the dashboard's file, which the shared
* components' file must not import.
*/
function explorerUrl(kind, value) {
	const { template, placeholder } = kinds[kind];
	const url = getPageSettings()[template];
	return url ? url.replace(placeholder, encodeURIComponent(value)) : void 0;
}
/**
* A transaction id, an address or a block hash: a link to the pool's block explorer (when it has one) and a
* copy button; a dash when there is none yet.
*/
function ChainReference({ kind, value, compact }) {
	const { t } = useTranslation();
	if (!value) return /* @__PURE__ */ jsx(Fragment, { children: "—" });
	const href = explorerUrl(kind, value);
	const valueClass = compact ? `${chain_reference_module_default.value} ${compact === "middle" ? chain_reference_module_default.middle : chain_reference_module_default.compact}` : chain_reference_module_default.value;
	const text = compact === "middle" ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("span", {
		className: chain_reference_module_default.head,
		children: value.slice(0, -6)
	}), /* @__PURE__ */ jsx("span", {
		className: chain_reference_module_default.tail,
		children: value.slice(-6)
	})] }) : value;
	return /* @__PURE__ */ jsxs("span", {
		className: chain_reference_module_default.reference,
		children: [href ? /* @__PURE__ */ jsx("a", {
			className: valueClass,
			href,
			target: "_blank",
			rel: "noopener noreferrer",
			title: compact ? value : t("common.openInExplorer"),
			"aria-label": compact === "middle" ? value : void 0,
			children: text
		}) : /* @__PURE__ */ jsx("code", {
			className: valueClass,
			title: compact ? value : void 0,
			children: text
		}), /* @__PURE__ */ jsx(Button, {
			kind: "transparent",
			size: "xs",
			className: chain_reference_module_default.copy,
			"aria-label": t(kinds[kind].copy),
			onClick: () => void copyToClipboard(value, t),
			children: t("common.copy")
		})]
	});
}
export { ChainReference as t };
