import { i as Button, r as usePageTitle, u as activePermissionOf, v as toast } from "../prerender.mjs";
import { A as miningReportFormatSchema, D as centsOf, O as centsText, j as miningReportSchema, k as firstReportMonth, un as languageSchema } from "./src-BvrlxL-H.js";
import { t as LazyLineChart } from "./lazy-line-chart-B0n6SbYu.js";
import { n as Table } from "./data-table-myK0ubUn.js";
import { t as PageHeader } from "./page-header-D9WKS7tG.js";
import { t as SelectField } from "./select-field-Dl7lSUxY.js";
import { t as StatCard } from "./stat-card-DtmL6sb5.js";
import { n as apiDownload, r as apiRequest, t as ApiError } from "./api-client-CtLTCvq4.js";
import { c as formatPercent, f as formatYearMonth, i as formatDay, n as formatCount, o as formatHashrate, p as hashrateUnitIndex } from "./format-D03P3Guj.js";
import { n as formatBtc, r as formatFiat } from "./format-btc-BPO6RemO.js";
import { t as saveFile } from "./save-file-C-U1NrbY.js";
import { r as useSearchState } from "./search-params-CSvgaw7A.js";
import { n as accountPath, t as accountOf } from "./account-DrRMVZ2i.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { t as accountQueryOptions } from "./get-account-CAcQgvIX.js";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { Suspense, useCallback, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/features/mining-report/api/export-mining-report.ts
/** GET /miners/{id}/mining-report/export?month=&format=pdf|xlsx&language=: the report as a file. */
function exportMiningReport(account, query) {
	return apiDownload(`${accountPath(account)}/mining-report/export`, { query: { ...query } });
}
/** Downloads the report; it changes nothing on the server, so nothing is refetched. */
function useExportMiningReport(account, config) {
	return useApiMutation((query) => exportMiningReport(account, query), [], config);
}
// src/features/mining-report/api/get-mining-report.ts
/** GET /miners/{id}/mining-report?month=YYYY-MM: the month's days, totals, balances and payouts. */
async function getMiningReport(account, month, signal) {
	return miningReportSchema.parse(await apiRequest(`${accountPath(account)}/mining-report`, {
		query: { month },
		signal
	}));
}
var miningReportQueryOptions = (account, month) => queryOptions({
	queryKey: [
		account.kind,
		account.id,
		"mining-report",
		month
	],
	queryFn: ({ signal }) => getMiningReport(account, month, signal)
});
// src/features/mining-report/report-month.ts
/** `YYYY-MM` of a moment, in UTC (pool days are UTC). */
function monthOf(time) {
	return time.toISOString().slice(0, 7);
}
function previousMonth(month) {
	const [year = 0, number = 1] = month.split("-").map(Number);
	return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, "0")}`;
}
/** The months a report exists for, newest first: the current one back to January 2025. */
function reportMonths(now) {
	const months = [];
	for (let month = monthOf(now); month >= firstReportMonth; month = previousMonth(month)) months.push(month);
	return months;
}
/**
* The month of the address (`?month=YYYY-MM`) when a report exists for it; otherwise the
* last complete month (the current one in January 2025, when there was none).
*/
function parseReportMonth(search, now) {
	const months = reportMonths(now);
	const asked = search.get("month");
	if (asked && months.includes(asked)) return asked;
	return months[1] ?? months[0];
}
/** Writes the month into the address, other parameters kept. */
function serializeReportMonth(month, base) {
	const next = new URLSearchParams(base);
	next.set("month", month);
	return next;
}
var mining_report_module_default = {
	toolbar: "_toolbar_1v097_1",
	download: "_download_1v097_9",
	downloadTitle: "_downloadTitle_1v097_20",
	cards: "_cards_1v097_26",
	amount: "_amount_1v097_32",
	btc: "_btc_1v097_38",
	large: "_large_1v097_43",
	fiat: "_fiat_1v097_49",
	figure: "_figure_1v097_54",
	section: "_section_1v097_59",
	sectionTitle: "_sectionTitle_1v097_66",
	charts: "_charts_1v097_71",
	chart: "_chart_1v097_71",
	chartTitle: "_chartTitle_1v097_85",
	chartSkeleton: "_chartSkeleton_1v097_90",
	tableSkeleton: "_tableSkeleton_1v097_94",
	code: "_code_1v097_98",
	nowrap: "_nowrap_1v097_105"
};
// src/features/mining-report/components/mining-report-page.tsx
var parseMonth = (search) => parseReportMonth(search, /* @__PURE__ */ new Date());
var fiat = (value, currency, language) => value === null ? "—" : formatFiat(Number(value), currency, language);
/** An amount in BTC, with its USDT and RUB values at its day's price ("—" without one). */
function Amount({ amount, large }) {
	const { i18n } = useTranslation();
	const { language } = i18n;
	return /* @__PURE__ */ jsxs("span", {
		className: mining_report_module_default.amount,
		children: [/* @__PURE__ */ jsx("span", {
			className: large ? mining_report_module_default.large : mining_report_module_default.btc,
			children: formatBtc(amount.sat, language)
		}), /* @__PURE__ */ jsxs("span", {
			className: mining_report_module_default.fiat,
			children: [
				fiat(amount.usdt, "USDT", language),
				" · ",
				fiat(amount.rub, "RUB", language)
			]
		})]
	});
}
/**
* /mining-report: the miner account's month, picked in the address, as summary
* cards, daily charts of hashrate and earnings, the daily table, the payouts, and the
* PDF and XLSX downloads.
*/
function MiningReportPage({ account, title, accountName }) {
	const { t, i18n } = useTranslation();
	const { language } = i18n;
	const [month, setMonth] = useSearchState(parseMonth, serializeReportMonth);
	const report = useQuery(miningReportQueryOptions(account, month));
	let body;
	if (report.isError && !report.data) body = /* @__PURE__ */ jsxs("div", {
		className: page_module_default.state,
		role: "alert",
		children: [/* @__PURE__ */ jsx("p", {
			className: page_module_default.stateText,
			children: t("miningReport.error")
		}), /* @__PURE__ */ jsx(Button, {
			kind: "transparent",
			size: "xs",
			onClick: () => void report.refetch(),
			children: t("common.retry")
		})]
	});
	else if (!report.data) body = /* @__PURE__ */ jsx("div", {
		className: `${page_module_default.skeleton} ${mining_report_module_default.tableSkeleton}`,
		role: "status",
		"aria-busy": "true",
		children: /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: t("common.loading")
		})
	});
	else body = /* @__PURE__ */ jsx(Report, { report: report.data });
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				title,
				account: accountName
			}),
			/* @__PURE__ */ jsxs("div", {
				className: mining_report_module_default.toolbar,
				children: [/* @__PURE__ */ jsx(SelectField, {
					label: t("miningReport.month"),
					value: month,
					options: reportMonths(/* @__PURE__ */ new Date()).map((value) => ({
						value,
						label: formatYearMonth(value, language)
					})),
					onChange: (event) => setMonth(event.target.value)
				}), /* @__PURE__ */ jsx(Downloads, {
					account,
					month
				})]
			}),
			body
		]
	});
}
function Report({ report }) {
	const { t, i18n } = useTranslation();
	const { language } = i18n;
	const { totals } = report;
	const summaryId = useId();
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [
		/* @__PURE__ */ jsxs("section", {
			className: mining_report_module_default.section,
			"aria-labelledby": summaryId,
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: summaryId,
					className: mining_report_module_default.sectionTitle,
					children: t("miningReport.summary", { month: formatYearMonth(report.month, language) })
				}),
				report.complete ? null : /* @__PURE__ */ jsx("p", {
					className: page_module_default.muted,
					children: t("miningReport.incomplete")
				}),
				/* @__PURE__ */ jsxs("div", {
					className: mining_report_module_default.cards,
					children: [
						/* @__PURE__ */ jsx(StatCard, {
							title: t("miningReport.cards.net"),
							children: /* @__PURE__ */ jsx(Amount, {
								amount: totals.net,
								large: true
							})
						}),
						/* @__PURE__ */ jsx(StatCard, {
							title: t("miningReport.cards.gross"),
							children: /* @__PURE__ */ jsx(Amount, {
								amount: totals.gross,
								large: true
							})
						}),
						/* @__PURE__ */ jsx(StatCard, {
							title: t("miningReport.cards.fees"),
							children: /* @__PURE__ */ jsx(Amount, {
								amount: {
									sat: totals.pool_fee.sat + totals.operator_fee.sat,
									usdt: sumFiat(totals.pool_fee.usdt, totals.operator_fee.usdt),
									rub: sumFiat(totals.pool_fee.rub, totals.operator_fee.rub)
								},
								large: true
							})
						}),
						/* @__PURE__ */ jsx(StatCard, {
							title: t("miningReport.cards.payouts"),
							children: /* @__PURE__ */ jsx(Amount, {
								amount: totals.payouts,
								large: true
							})
						}),
						/* @__PURE__ */ jsx(StatCard, {
							title: t("miningReport.cards.opening"),
							children: /* @__PURE__ */ jsx(Amount, {
								amount: report.opening_balance,
								large: true
							})
						}),
						/* @__PURE__ */ jsx(StatCard, {
							title: t("miningReport.cards.closing"),
							children: /* @__PURE__ */ jsx(Amount, {
								amount: report.closing_balance,
								large: true
							})
						}),
						/* @__PURE__ */ jsx(StatCard, {
							title: t("miningReport.cards.hashRate"),
							children: /* @__PURE__ */ jsx("span", {
								className: mining_report_module_default.figure,
								children: formatHashrate(totals.hash_rate, language)
							})
						}),
						/* @__PURE__ */ jsx(StatCard, {
							title: t("miningReport.cards.uptime"),
							children: /* @__PURE__ */ jsx("span", {
								className: mining_report_module_default.figure,
								children: uptimeText(totals.uptime, language)
							})
						})
					]
				}),
				/* @__PURE__ */ jsx("p", {
					className: page_module_default.muted,
					children: t("miningReport.priceNote")
				})
			]
		}),
		/* @__PURE__ */ jsx(Charts, { days: report.days }),
		/* @__PURE__ */ jsx(DaysTable, { report }),
		/* @__PURE__ */ jsx(PayoutsTable, { payouts: report.payouts })
	] });
}
/** The fleet's uptime, "—" where the workers' history is no longer kept. */
function uptimeText(uptime, language) {
	return uptime === null ? "—" : formatPercent(uptime * 100, language, 1);
}
/** Two fiat decimals added exactly (in hundredths); null when either is. */
function sumFiat(a, b) {
	return a === null || b === null ? null : centsText(centsOf(a) + centsOf(b));
}
var timeOf = (day) => Date.parse(`${day.day}T00:00:00Z`) / 1e3;
function Charts({ days }) {
	const { t, i18n } = useTranslation();
	const { language } = i18n;
	const headingId = useId();
	const times = days.map(timeOf);
	const creditedDays = days.filter((day) => day.credited);
	const formatAxisTime = useCallback((seconds) => formatDay((/* @__PURE__ */ new Date(seconds * 1e3)).toISOString().slice(0, 10), language), [language]);
	const formatHashAxis = useCallback((ticks) => {
		const unitIndex = hashrateUnitIndex(Math.max(0, ...ticks));
		return ticks.map((tick) => formatHashrate(tick, language, { unitIndex }));
	}, [language]);
	const formatBtcAxis = useCallback((ticks) => ticks.map((tick) => formatBtc(Math.round(tick), language)), [language]);
	const chart = (label, chartTimes, values, formatAxisValues, note) => /* @__PURE__ */ jsxs("div", {
		className: mining_report_module_default.chart,
		children: [
			/* @__PURE__ */ jsx("h3", {
				className: mining_report_module_default.chartTitle,
				children: label
			}),
			note ? /* @__PURE__ */ jsx("p", {
				className: page_module_default.muted,
				children: note
			}) : null,
			/* @__PURE__ */ jsx(Suspense, {
				fallback: /* @__PURE__ */ jsx("div", { className: `${page_module_default.skeleton} ${mining_report_module_default.chartSkeleton}` }),
				children: /* @__PURE__ */ jsx(LazyLineChart, {
					times: chartTimes,
					values,
					seriesLabel: label,
					formatAxisValues,
					formatAxisTime,
					height: 220,
					timeTickSpace: 110
				})
			})
		]
	});
	return /* @__PURE__ */ jsxs("section", {
		className: mining_report_module_default.section,
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: mining_report_module_default.sectionTitle,
				children: t("miningReport.charts.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: "visually-hidden",
				children: t("miningReport.charts.tableNote")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: mining_report_module_default.charts,
				children: [chart(t("miningReport.charts.hashRate"), times, days.map((day) => day.hash_rate), formatHashAxis), chart(t("miningReport.charts.net"), creditedDays.map(timeOf), creditedDays.map((day) => day.net.sat), formatBtcAxis, creditedDays.length < days.length ? t("miningReport.charts.notCredited") : void 0)]
			})
		]
	});
}
function DaysTable({ report }) {
	const { t, i18n } = useTranslation();
	const { language } = i18n;
	const headingId = useId();
	const money = (key) => (day) => formatBtc(day[key].sat, language);
	const columns = [
		{
			key: "day",
			header: t("miningReport.table.day"),
			className: mining_report_module_default.nowrap,
			cell: (day) => formatDay(day.day, language)
		},
		{
			key: "hashRate",
			header: t("miningReport.table.hashRate"),
			numeric: true,
			cell: (day) => formatHashrate(day.hash_rate, language)
		},
		{
			key: "uptime",
			header: t("miningReport.table.uptime"),
			numeric: true,
			cell: (day) => uptimeText(day.uptime, language)
		},
		{
			key: "workers",
			header: t("miningReport.table.workers"),
			numeric: true,
			cell: (day) => day.active_workers === null ? "—" : formatCount(day.active_workers, language)
		},
		{
			key: "gross",
			header: t("miningReport.table.gross"),
			numeric: true,
			cell: money("gross")
		},
		{
			key: "poolFee",
			header: t("miningReport.table.poolFee"),
			numeric: true,
			cell: money("pool_fee")
		},
		{
			key: "operatorFee",
			header: t("miningReport.table.operatorFee"),
			numeric: true,
			cell: money("operator_fee")
		},
		{
			key: "profitSharing",
			header: t("miningReport.table.profitSharing"),
			numeric: true,
			cell: money("profit_sharing")
		},
		{
			key: "referral",
			header: t("miningReport.table.referral"),
			numeric: true,
			cell: money("referral")
		},
		{
			key: "net",
			header: t("miningReport.table.net"),
			numeric: true,
			cell: (day) => day.credited || day.net.sat !== 0 ? /* @__PURE__ */ jsx(Amount, { amount: day.net }) : /* @__PURE__ */ jsx("span", {
				className: page_module_default.muted,
				children: t("miningReport.table.notCredited")
			})
		},
		{
			key: "payouts",
			header: t("miningReport.table.payouts"),
			numeric: true,
			cell: money("payouts")
		},
		{
			key: "price",
			header: t("miningReport.table.price"),
			numeric: true,
			cell: (day) => day.prices.BTCUSDT ? formatFiat(Number(day.prices.BTCUSDT.price), "USDT", language) : t("miningReport.noPrice")
		}
	];
	return /* @__PURE__ */ jsxs("section", {
		className: mining_report_module_default.section,
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			className: mining_report_module_default.sectionTitle,
			children: t("miningReport.table.title")
		}), /* @__PURE__ */ jsx(Table, {
			caption: t("miningReport.table.title"),
			columns,
			rows: report.days,
			rowKey: (day) => day.day,
			wide: true
		})]
	});
}
function PayoutsTable({ payouts }) {
	const { t, i18n } = useTranslation();
	const { language } = i18n;
	const headingId = useId();
	const columns = [
		{
			key: "day",
			header: t("miningReport.payouts.day"),
			cell: (payout) => formatDay(payout.day, language)
		},
		{
			key: "amount",
			header: t("miningReport.payouts.amount"),
			numeric: true,
			cell: (payout) => /* @__PURE__ */ jsx(Amount, { amount: payout.amount })
		},
		{
			key: "status",
			header: t("miningReport.payouts.status"),
			cell: (payout) => t(`miningReport.payouts.statuses.${payout.status}`)
		},
		{
			key: "address",
			header: t("miningReport.payouts.address"),
			cell: (payout) => /* @__PURE__ */ jsx("span", {
				className: mining_report_module_default.code,
				children: payout.address ?? "—"
			})
		},
		{
			key: "transaction",
			header: t("miningReport.payouts.transaction"),
			cell: (payout) => /* @__PURE__ */ jsx("span", {
				className: mining_report_module_default.code,
				children: payout.tx_id ?? "—"
			})
		}
	];
	return /* @__PURE__ */ jsxs("section", {
		className: mining_report_module_default.section,
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			className: mining_report_module_default.sectionTitle,
			children: t("miningReport.payouts.title")
		}), payouts.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: page_module_default.muted,
			children: t("miningReport.payouts.none")
		}) : /* @__PURE__ */ jsx(Table, {
			caption: t("miningReport.payouts.title"),
			columns,
			rows: payouts,
			rowKey: (payout) => payout.id,
			wide: true
		})]
	});
}
/** The month as a PDF or XLSX file, in the interface's language. */
function Downloads({ account, month }) {
	const { t, i18n } = useTranslation();
	const headingId = useId();
	const [format, setFormat] = useState("pdf");
	const download = useExportMiningReport(account, {
		onSuccess: (file, query) => saveFile(file, `mining-report-${query.month}.${query.format}`),
		onError: (error) => {
			const code = error instanceof ApiError ? error.code : "unexpected";
			toast.error(t(`errors.codes.${code}`, { defaultValue: t("toasts.error") }), { description: t("miningReport.download.failed") });
		}
	});
	const submit = (event) => {
		event.preventDefault();
		const language = languageSchema.safeParse(i18n.language).data ?? "en";
		download.mutate({
			month,
			format,
			language
		});
	};
	return /* @__PURE__ */ jsxs("form", {
		className: mining_report_module_default.download,
		"aria-labelledby": headingId,
		onSubmit: submit,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: mining_report_module_default.downloadTitle,
				children: t("miningReport.download.title")
			}),
			/* @__PURE__ */ jsx(SelectField, {
				label: t("miningReport.download.format"),
				value: format,
				options: miningReportFormatSchema.options.map((value) => ({
					value,
					label: t(`miningReport.download.formats.${value}`)
				})),
				onChange: (event) => setFormat(miningReportFormatSchema.parse(event.target.value))
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: download.isPending,
				children: download.isPending ? t("miningReport.download.downloading") : t("miningReport.download.download")
			})
		]
	});
}
// src/app/routes/mining-report.tsx
/** /mining-report (behind mining_report_enabled): the active miner account's monthly report. */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.miningReport.title");
	usePageTitle(title);
	const { data: identity } = useQuery(identityQueryOptions);
	const account = accountOf(identity && activePermissionOf(identity.permissions));
	const minerAccount = account?.kind === "miners" ? account : void 0;
	const details = useQuery({
		...accountQueryOptions(minerAccount ?? {
			kind: "miners",
			id: ""
		}),
		enabled: Boolean(minerAccount)
	});
	if (!minerAccount) return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.miningReport" });
	return /* @__PURE__ */ jsx(MiningReportPage, {
		account: minerAccount,
		title,
		accountName: details.data?.name
	}, minerAccount.id);
}
export { Component };
