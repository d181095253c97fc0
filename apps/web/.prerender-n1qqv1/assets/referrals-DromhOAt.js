import { i as Button, r as usePageTitle, u as activePermissionOf } from "../prerender.mjs";
import { t as accountQueryOptions } from "./get-account-CAcQgvIX.js";
import { t as DataTable } from "./data-table-myK0ubUn.js";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { t as StatCard } from "./stat-card-DtmL6sb5.js";
import { t as copyToClipboard } from "./copy-to-clipboard-DFkQsQw4.js";
import { n as formatBtc } from "./format-btc-BPO6RemO.js";
import { c as formatPercent, i as formatDay, n as formatCount, o as formatHashrate, r as formatDateTime } from "./format-D03P3Guj.js";
import { n as usePageParam } from "./search-params-CSvgaw7A.js";
import { t as parseList } from "./parse-list-DzRAHIFM.js";
import { N as referralsResponseSchema, P as referrerCodesResponseSchema } from "./src-BvrlxL-H.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { n as sharingKeys, t as sharing_module_default } from "./sharing.module-DHYi1us9.js";
import { t as card_module_default } from "./card.module-fGcW3Z9K.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { t as form_layout_module_default } from "./form-layout.module-B43TtZ6F.js";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import { t as accountOf } from "./account-DrRMVZ2i.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { useTranslation } from "react-i18next";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
/** GET /miners/{id}/referrals: a page of the accounts it referred, with totals and the terms. */
async function getReferrals(minerId, page, signal) {
	const body = await apiRequest(`/miners/${encodeURIComponent(minerId)}/referrals`, {
		query: {
			page,
			per_page: 20
		},
		signal
	});
	return parseList(referralsResponseSchema, body);
}
var referralsQueryOptions = (minerId, page) => queryOptions({
	queryKey: sharingKeys.referrals(minerId, page),
	queryFn: ({ signal }) => getReferrals(minerId, page, signal),
	placeholderData: keepPreviousData
});
// src/features/sharing/api/get-referrer-codes.ts
/** GET /miners/{id}/referrer-codes: the account's referral code (made on first read) and its link's path. */
async function getReferrerCodes(minerId, signal) {
	const body = await apiRequest(`/miners/${encodeURIComponent(minerId)}/referrer-codes`, { signal });
	return parseList(referrerCodesResponseSchema, body);
}
var referrerCodesQueryOptions = (minerId) => queryOptions({
	queryKey: sharingKeys.referrerCodes(minerId),
	queryFn: ({ signal }) => getReferrerCodes(minerId, signal),
	staleTime: Infinity
});
// src/features/sharing/components/referrals-page.tsx
/**
* /referrals (product §3 "Profit sharing type: referral"): the account's code and link to
* share, the terms, and the accounts it brought with what each earned it. The page of the
* list lives in the address.
*/
function ReferralsPage({ minerId, title, accountName }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const [page, setPage] = usePageParam();
	const codes = useQuery(referrerCodesQueryOptions(minerId));
	const referrals = useQuery(referralsQueryOptions(minerId, page));
	const code = codes.data?.data[0];
	const link = code ? `${window.location.origin}${code.share_path}` : void 0;
	const terms = referrals.data;
	const columns = [
		{
			key: "account",
			header: t("referrals.columns.account"),
			cell: (row) => row.account_name
		},
		{
			key: "joined",
			header: t("referrals.columns.joined"),
			cell: (row) => formatDateTime(row.created_at, language)
		},
		{
			key: "until",
			header: t("referrals.columns.until"),
			cell: (row) => t("referrals.dayStart", { day: formatDay(row.ends_on, language) })
		},
		{
			key: "hashrate",
			header: t("referrals.columns.hashrate"),
			numeric: true,
			cell: (row) => formatHashrate(row.hash_rate_24h, language)
		},
		{
			key: "earned",
			header: t("referrals.columns.earned"),
			numeric: true,
			cell: (row) => formatBtc(row.earned, language)
		}
	];
	return /* @__PURE__ */ jsxs("section", {
		className: page_module_default.page,
		"aria-labelledby": "page-title",
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				title,
				account: accountName
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "referral-link-heading",
				className: `${card_module_default.card} ${card_module_default.stack}`,
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "referral-link-heading",
						className: card_module_default.heading,
						children: t("referrals.linkHeading")
					}),
					terms ? /* @__PURE__ */ jsx("p", {
						className: form_layout_module_default.hint,
						children: t("referrals.terms", {
							percent: formatPercent(Number(terms.share_percent), language),
							count: terms.days,
							days: formatCount(terms.days, language)
						})
					}) : null,
					codes.isError && !code ? /* @__PURE__ */ jsxs("div", {
						className: page_module_default.state,
						role: "alert",
						children: [/* @__PURE__ */ jsx("p", {
							className: page_module_default.stateText,
							children: t("referrals.codeError")
						}), /* @__PURE__ */ jsx(Button, {
							kind: "transparent",
							size: "xs",
							onClick: () => void codes.refetch(),
							children: t("common.retry")
						})]
					}) : code && link ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("p", {
						className: sharing_module_default.link,
						children: [/* @__PURE__ */ jsx("span", { children: t("referrals.code") }), /* @__PURE__ */ jsx("span", {
							className: sharing_module_default.code,
							children: code.code
						})]
					}), /* @__PURE__ */ jsxs("p", {
						className: sharing_module_default.link,
						children: [/* @__PURE__ */ jsx("code", { children: link }), /* @__PURE__ */ jsx(Button, {
							size: "xs",
							onClick: () => void copyToClipboard(link, t, t("referrals.linkCopied")),
							children: t("referrals.copyLink")
						})]
					})] }) : /* @__PURE__ */ jsx("div", {
						className: page_module_default.skeleton,
						style: { height: 64 },
						role: "status",
						"aria-busy": "true",
						children: /* @__PURE__ */ jsx("span", {
							className: "visually-hidden",
							children: t("common.loading")
						})
					})
				]
			}),
			terms ? /* @__PURE__ */ jsxs("div", {
				className: sharing_module_default.cards,
				children: [/* @__PURE__ */ jsx(StatCard, {
					title: t("referrals.totalAccounts"),
					children: /* @__PURE__ */ jsx("span", {
						className: sharing_module_default.value,
						children: formatCount(terms.totals.accounts, language)
					})
				}), /* @__PURE__ */ jsx(StatCard, {
					title: t("referrals.totalEarned"),
					children: /* @__PURE__ */ jsx("span", {
						className: sharing_module_default.value,
						children: formatBtc(terms.totals.earned, language)
					})
				})]
			}) : null,
			/* @__PURE__ */ jsx(DataTable, {
				caption: t("referrals.tableLabel"),
				columns,
				query: referrals,
				rowKey: (row) => row.miner_id,
				emptyText: t("referrals.empty"),
				errorText: t("referrals.error"),
				onPage: setPage
			})
		]
	});
}
// src/app/routes/referrals.tsx
/** /referrals: the active miner account's referral link and the accounts it brought (the route guard checked the page rule). */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.referrals.title");
	usePageTitle(title);
	const { data: identity } = useQuery(identityQueryOptions);
	const account = accountOf(identity && activePermissionOf(identity.permissions));
	const details = useQuery({
		...accountQueryOptions(account ?? {
			kind: "miners",
			id: ""
		}),
		enabled: account?.kind === "miners"
	});
	if (account?.kind !== "miners") return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.referrals" });
	return /* @__PURE__ */ jsx(ReferralsPage, {
		minerId: account.id,
		title,
		accountName: details.data?.name
	}, account.id);
}
export { Component };
