import { i as Button } from "../prerender.mjs";
import { t as copyToClipboard } from "./copy-to-clipboard-DFkQsQw4.js";
import { t as card_module_default } from "./card.module-fGcW3Z9K.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
var connect_miner_module_default = {
	settings: "_settings_2y21r_1",
	list: "_list_2y21r_30",
	value: "_value_2y21r_39",
	code: "_code_2y21r_48",
	text: "_text_2y21r_54",
	hint: "_hint_2y21r_58"
};
// src/features/monitoring/components/connect-miner.tsx
/** The rig name the instructions show: any name works, each rig needs its own. */
var exampleRigName = "rig1";
/** One value a rig's pool settings take, in monospace, with a copy button. */
function CopyValue({ value, label }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("span", {
		className: connect_miner_module_default.value,
		children: [/* @__PURE__ */ jsx("code", {
			className: connect_miner_module_default.code,
			children: value
		}), /* @__PURE__ */ jsx(Button, {
			kind: "transparent",
			size: "xs",
			"aria-label": t("monitoring.connect.copyValue", {
				what: label,
				value
			}),
			onClick: () => void copyToClipboard(value, t),
			children: t("monitoring.connect.copy")
		})]
	});
}
/**
* "Connect your miner": what to type into a rig's pool settings, exactly: the stratum URL(s),
* the user `account.worker` and what the password field means (it is not checked; `d=` sets
* the starting difficulty, as the stratum server reads it).
*/
function ConnectMiner({ accountName, stratumAddresses }) {
	const { t } = useTranslation();
	const headingId = useId();
	const user = `${accountName}.${exampleRigName}`;
	const urlLabel = t("monitoring.connect.url", { count: stratumAddresses.length });
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: card_module_default.heading,
				children: t("monitoring.connect.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: page_module_default.muted,
				children: t("monitoring.connect.intro")
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: connect_miner_module_default.settings,
				children: [
					/* @__PURE__ */ jsx("dt", { children: urlLabel }),
					/* @__PURE__ */ jsxs("dd", { children: [/* @__PURE__ */ jsx("ul", {
						className: connect_miner_module_default.list,
						children: stratumAddresses.map((address) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(CopyValue, {
							value: address,
							label: urlLabel
						}) }, address))
					}), stratumAddresses.length > 1 ? /* @__PURE__ */ jsx("p", {
						className: `${page_module_default.muted} ${connect_miner_module_default.hint}`,
						children: t("monitoring.connect.urlsHint")
					}) : null] }),
					/* @__PURE__ */ jsx("dt", { children: t("monitoring.connect.user") }),
					/* @__PURE__ */ jsxs("dd", { children: [/* @__PURE__ */ jsx(CopyValue, {
						value: user,
						label: t("monitoring.connect.user")
					}), /* @__PURE__ */ jsx("p", {
						className: `${page_module_default.muted} ${connect_miner_module_default.hint}`,
						children: t("monitoring.connect.userHint", {
							account: accountName,
							worker: exampleRigName
						})
					})] }),
					/* @__PURE__ */ jsx("dt", { children: t("monitoring.connect.password") }),
					/* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("p", {
						className: connect_miner_module_default.text,
						children: t("monitoring.connect.passwordHint")
					}) })
				]
			}),
			/* @__PURE__ */ jsx("p", {
				className: page_module_default.muted,
				children: t("monitoring.connect.after")
			})
		]
	});
}
export { ConnectMiner as t };
