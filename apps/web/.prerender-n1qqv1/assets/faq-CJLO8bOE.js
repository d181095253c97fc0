import { r as usePageTitle } from "../prerender.mjs";
import { n as guardedPages, r as pagesByRole } from "./access-CR-J5voB.js";
import { t as roleLabelKeys } from "./access-control-constants-Die1g0XO.js";
import { n as stratumAddressesOf, t as configStore } from "./config-store-B3rmA-zg.js";
import { $ as defaultMinPayment, I as firstTaxYear, L as russianIncomeTaxBrackets, Pt as defaultWorkerName, at as minimumPayoutFloor } from "./src-BvrlxL-H.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { a as formatDuration, c as formatPercent, d as formatUtcHour } from "./format-D03P3Guj.js";
import { n as formatBtc } from "./format-btc-BPO6RemO.js";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/faq/faq-entries.ts
/** The FAQ's groups, in order; each has a title under `faq.sections`. */
var faqSections = [
	"connect",
	"rewards",
	"payouts",
	"workers",
	"account",
	"reports"
];
/**
* The questions, in order: `key` names its texts (`faq.questions.<key>.question` and
* `.answer`, paragraphs split by blank lines), `id` is its anchor (`/faq#payout-time`).
*/
var faqEntries = [
	{
		key: "connect",
		id: "connect",
		section: "connect"
	},
	{
		key: "workerNames",
		id: "worker-names",
		section: "connect"
	},
	{
		key: "password",
		id: "password",
		section: "connect"
	},
	{
		key: "fpps",
		id: "fpps",
		section: "rewards"
	},
	{
		key: "dailyReward",
		id: "daily-reward",
		section: "rewards"
	},
	{
		key: "fee",
		id: "fee",
		section: "rewards"
	},
	{
		key: "rewardTime",
		id: "reward-time",
		section: "rewards"
	},
	{
		key: "payoutTime",
		id: "payout-time",
		section: "payouts"
	},
	{
		key: "payoutLimits",
		id: "payout-limits",
		section: "payouts"
	},
	{
		key: "addressChange",
		id: "address-change",
		section: "payouts"
	},
	{
		key: "workerStatus",
		id: "worker-status",
		section: "workers"
	},
	{
		key: "watcherLinks",
		id: "watcher-links",
		section: "workers"
	},
	{
		key: "roles",
		id: "roles",
		section: "account"
	},
	{
		key: "twoFactor",
		id: "two-factor",
		section: "account"
	},
	{
		key: "miningReport",
		id: "mining-report",
		section: "reports"
	},
	{
		key: "taxCalculator",
		id: "tax-calculator",
		section: "reports"
	}
];
/**
* The figures the answers interpolate, each from the contract's constants or the pool's
* configuration and formatted for the language: no number is written in the texts.
*/
function faqValues(language, stratumAddress, t) {
	const rates = russianIncomeTaxBrackets.map((bracket) => formatPercent(Number(bracket.ratePercent), language, 0));
	return {
		stratum: stratumAddress,
		defaultWorker: defaultWorkerName,
		fee: formatPercent(.9, language),
		rewardTime: formatUtcHour(9),
		payoutTime: formatUtcHour(14),
		minimumFloor: formatBtc(minimumPayoutFloor, language),
		defaultMinimum: formatBtc(defaultMinPayment, language),
		pause: formatDuration(24, "hour", language),
		stable: formatDuration(1, "minute", language),
		unavailable: formatDuration(10, "minute", language),
		off: formatDuration(24, "hour", language),
		removal: t("faq.fullDays", { count: 6 }),
		firstTaxYear: String(firstTaxYear),
		lowestRate: rates[0] ?? "",
		highestRate: rates.at(-1) ?? ""
	};
}
var faq_page_module_default = {
	page: "_page_en48z_2",
	title: "_title_en48z_9",
	intro: "_intro_en48z_14",
	search: "_search_en48z_19",
	count: "_count_en48z_23",
	empty: "_empty_en48z_28",
	section: "_section_en48z_34",
	sectionTitle: "_sectionTitle_en48z_40",
	item: "_item_en48z_45",
	question: "_question_en48z_52",
	answer: "_answer_en48z_88",
	roles: "_roles_en48z_98",
	anchor: "_anchor_en48z_103"
};
// src/features/faq/components/faq-page.tsx
/** Lower case without accents and extra spaces, so "ВОРКЕР" finds "воркер" and "e-mail" finds "E-mail". */
function normalize(text) {
	return text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase().replace(/\s+/g, " ").trim();
}
var roles = Object.keys(pagesByRole);
/**
* /faq: the miner's questions, grouped, each a native disclosure (keyboard and screen
* readers work as the platform's). The filter lives in `?q=`, the open question in the
* hash, so a link opens it; figures come from the contract and the pool's configuration.
*/
function FaqPage({ title, stratumAddress }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const location = useLocation();
	const navigate = useNavigate();
	const [searchParams, setSearchParams] = useSearchParams();
	const query = searchParams.get("q") ?? "";
	const hashId = decodeURIComponent(location.hash.replace(/^#/, ""));
	const values = useMemo(() => faqValues(language, stratumAddress ?? t("faq.noStratum"), (key, options) => t(key, options)), [
		language,
		stratumAddress,
		t
	]);
	const items = faqEntries.map((entry) => ({
		...entry,
		question: t(`faq.questions.${entry.key}.question`, values),
		answer: t(`faq.questions.${entry.key}.answer`, values)
	}));
	const needle = normalize(query);
	const visible = items.filter((item) => item.id === hashId || !needle || normalize(`${item.question} ${item.answer}`).includes(needle));
	const [toggled, setToggled] = useState(() => /* @__PURE__ */ new Map());
	const isOpen = (id) => toggled.get(id) ?? id === hashId;
	useEffect(() => {
		if (hashId) document.getElementById(hashId)?.scrollIntoView?.({ block: "start" });
	}, [hashId]);
	const toggle = (entry, open) => {
		if (open === isOpen(entry.id)) return;
		setToggled((current) => new Map(current).set(entry.id, open));
		if (open && hashId !== entry.id) navigate({
			search: location.search,
			hash: entry.id
		}, {
			replace: true,
			preventScrollReset: true
		});
	};
	const setQuery = (text) => setSearchParams((current) => {
		const next = new URLSearchParams(current);
		if (text) next.set("q", text);
		else next.delete("q");
		return next;
	}, {
		replace: true,
		preventScrollReset: true
	});
	return /* @__PURE__ */ jsxs("section", {
		className: faq_page_module_default.page,
		"aria-labelledby": "page-title",
		children: [
			/* @__PURE__ */ jsx("h1", {
				id: "page-title",
				className: faq_page_module_default.title,
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				className: faq_page_module_default.intro,
				children: t("faq.intro")
			}),
			/* @__PURE__ */ jsx("div", {
				role: "search",
				className: faq_page_module_default.search,
				children: /* @__PURE__ */ jsx(TextField, {
					type: "search",
					label: t("faq.searchLabel"),
					placeholder: t("faq.searchPlaceholder"),
					value: query,
					autoComplete: "off",
					onChange: (event) => setQuery(event.target.value)
				})
			}),
			/* @__PURE__ */ jsx("p", {
				className: faq_page_module_default.count,
				role: "status",
				children: needle ? t("faq.results", { count: visible.length }) : ""
			}),
			faqSections.map((section) => {
				const inSection = visible.filter((item) => item.section === section);
				if (inSection.length === 0) return null;
				return /* @__PURE__ */ jsxs("section", {
					className: faq_page_module_default.section,
					"aria-labelledby": `faq-section-${section}`,
					children: [/* @__PURE__ */ jsx("h2", {
						id: `faq-section-${section}`,
						className: faq_page_module_default.sectionTitle,
						children: t(`faq.sections.${section}`)
					}), inSection.map((item) => /* @__PURE__ */ jsxs("details", {
						id: item.id,
						className: faq_page_module_default.item,
						open: isOpen(item.id),
						onToggle: (event) => toggle(item, event.currentTarget.open),
						children: [/* @__PURE__ */ jsx("summary", {
							className: faq_page_module_default.question,
							children: item.question
						}), /* @__PURE__ */ jsxs("div", {
							className: faq_page_module_default.answer,
							children: [
								item.answer.split(/\n\s*\n/).map((paragraph, index) => /* @__PURE__ */ jsx("p", { children: paragraph }, index)),
								item.key === "roles" ? /* @__PURE__ */ jsx("ul", {
									className: faq_page_module_default.roles,
									children: roles.map((role) => /* @__PURE__ */ jsxs("li", { children: [
										/* @__PURE__ */ jsx("strong", { children: t(`accessControl.roles.${roleLabelKeys[role]}`) }),
										": ",
										guardedPages.filter((page) => pagesByRole[role].includes(page)).map((page) => t(`pages.${page}.title`)).join(", ")
									] }, role))
								}) : null,
								/* @__PURE__ */ jsx(Link, {
									className: faq_page_module_default.anchor,
									to: {
										search: location.search,
										hash: item.id
									},
									preventScrollReset: true,
									"aria-label": t("faq.linkTo", { question: item.question }),
									children: t("faq.link")
								})
							]
						})]
					}, item.id))]
				}, section);
			}),
			visible.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: faq_page_module_default.empty,
				children: t("faq.noResults")
			}) : null
		]
	});
}
// src/app/routes/faq.tsx
/** /faq: open to everyone; the stratum address comes from `pools/current`. */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.faq.title");
	usePageTitle(title);
	const stratum = stratumAddressesOf(configStore.snapshot.pool).at(0);
	return /* @__PURE__ */ jsx(FaqPage, {
		title,
		stratumAddress: stratum
	});
}
export { Component };
