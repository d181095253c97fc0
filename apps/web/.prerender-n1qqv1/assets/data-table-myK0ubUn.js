import { i as Button } from "../prerender.mjs";
import { n as formatCount } from "./format-D03P3Guj.js";
import { n as ariaSortOf, t as SortButton } from "./sort-button-CDGxdfgW.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
var pagination_module_default = { pagination: "_pagination_70vxx_1" };
// src/components/ui/pagination.tsx
/**
* Previous and next page of a list the server pages, with where the reader is. A page
* past the end (its last rows were just acted on) still shows it, so the reader can go back.
*/
function Pagination({ label, page, perPage, total, onPage }) {
	const { t, i18n } = useTranslation();
	const pages = Math.max(1, Math.ceil(total / Math.max(perPage, 1)));
	if (page <= 1 && pages <= 1) return null;
	return /* @__PURE__ */ jsxs("nav", {
		className: pagination_module_default.pagination,
		"aria-label": t("common.pagination.label", { list: label }),
		children: [
			/* @__PURE__ */ jsx(Button, {
				kind: "transparent",
				size: "xs",
				disabled: page <= 1,
				onClick: () => onPage(Math.min(page - 1, pages)),
				children: t("common.pagination.previous")
			}),
			/* @__PURE__ */ jsx("span", {
				"aria-current": "page",
				"aria-live": "polite",
				children: t("common.pagination.page", {
					page: formatCount(page, i18n.language),
					pages: formatCount(pages, i18n.language)
				})
			}),
			/* @__PURE__ */ jsx(Button, {
				kind: "transparent",
				size: "xs",
				disabled: page >= pages,
				onClick: () => onPage(page + 1),
				children: t("common.pagination.next")
			})
		]
	});
}
var data_table_module_default = {
	block: "_block_6x5yt_3",
	skeleton: "_skeleton_6x5yt_10",
	empty: "_empty_6x5yt_14",
	emptyText: "_emptyText_6x5yt_21",
	scroll: "_scroll_6x5yt_26",
	table: "_table_6x5yt_30",
	row: "_row_6x5yt_60",
	numeric: "_numeric_6x5yt_68"
};
// src/components/ui/data-table.tsx
/**
* Rows as a table; on narrow screens (≤ 1023 px) each row becomes a card whose cells carry
* their column name. The roles are spelled out because a table restyled as blocks loses
* them in some browsers.
*/
function Table({ caption, columns, rows, rowKey, busy, wide }) {
	const cellClass = (column) => [column.numeric ? data_table_module_default.numeric : "", column.className ?? ""].filter(Boolean).join(" ") || void 0;
	return /* @__PURE__ */ jsx("div", {
		className: data_table_module_default.scroll,
		...wide ? {
			role: "region",
			"aria-label": caption,
			tabIndex: 0
		} : {},
		children: /* @__PURE__ */ jsxs("table", {
			className: data_table_module_default.table,
			role: "table",
			"aria-busy": busy || void 0,
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "visually-hidden",
					children: caption
				}),
				/* @__PURE__ */ jsx("thead", {
					role: "rowgroup",
					children: /* @__PURE__ */ jsx("tr", {
						role: "row",
						children: columns.map((column) => /* @__PURE__ */ jsx("th", {
							scope: "col",
							role: "columnheader",
							className: cellClass(column),
							"aria-sort": column.sort ? ariaSortOf(column.sort.order) : void 0,
							children: column.sort ? /* @__PURE__ */ jsx(SortButton, {
								order: column.sort.order,
								numeric: column.numeric,
								onSort: column.sort.onSort,
								children: column.header
							}) : column.header
						}, column.key))
					})
				}),
				/* @__PURE__ */ jsx("tbody", {
					role: "rowgroup",
					children: rows.map((row) => /* @__PURE__ */ jsx("tr", {
						role: "row",
						className: data_table_module_default.row,
						children: columns.map((column) => /* @__PURE__ */ jsx("td", {
							role: "cell",
							"data-label": column.header,
							className: cellClass(column),
							children: column.cell(row)
						}, column.key))
					}, rowKey(row)))
				})
			]
		})
	});
}
/**
* A server-paged list in its every state: a skeleton while the first page loads, the
* error with a retry, the empty state, or the table with its pagination.
*/
function DataTable({ query, emptyText, errorText, onPage, ...table }) {
	const { t } = useTranslation();
	if (query.isError && !query.data) return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.state,
		role: "alert",
		children: [/* @__PURE__ */ jsx("p", {
			className: page_module_default.stateText,
			children: errorText
		}), /* @__PURE__ */ jsx(Button, {
			kind: "transparent",
			size: "xs",
			onClick: () => void query.refetch(),
			children: t("common.retry")
		})]
	});
	if (!query.data) return /* @__PURE__ */ jsx("div", {
		className: `${page_module_default.skeleton} ${data_table_module_default.skeleton}`,
		role: "status",
		"aria-busy": "true",
		children: /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: t("common.loadingList", { list: table.caption })
		})
	});
	const { data: rows, pagination } = query.data;
	const pager = /* @__PURE__ */ jsx(Pagination, {
		label: table.caption,
		page: pagination.page,
		perPage: pagination.per_page,
		total: pagination.total,
		onPage
	});
	if (rows.length === 0) return /* @__PURE__ */ jsxs("div", {
		className: data_table_module_default.block,
		children: [/* @__PURE__ */ jsx("div", {
			className: data_table_module_default.empty,
			children: /* @__PURE__ */ jsx("p", {
				className: data_table_module_default.emptyText,
				children: emptyText
			})
		}), pager]
	});
	return /* @__PURE__ */ jsxs("div", {
		className: data_table_module_default.block,
		children: [/* @__PURE__ */ jsx(Table, {
			...table,
			rows,
			busy: query.isFetching
		}), pager]
	});
}
export { Table as n, DataTable as t };
