import { i as Button, r as usePageTitle, u as activePermissionOf } from "../prerender.mjs";
import { n as formatCount, r as formatDateTime } from "./format-D03P3Guj.js";
import { r as useSearchState } from "./search-params-CSvgaw7A.js";
import { t as parseList } from "./parse-list-DzRAHIFM.js";
import { _t as poolDaySchema, bt as setRewardRateBodySchema, et as externalRateSourcesResponseSchema, yt as rewardRatesResponseSchema } from "./src-BvrlxL-H.js";
import { r as apiRequest } from "./api-client-CtLTCvq4.js";
import { a as useActionToasts, f as serializeRewardRatesParams, i as wholeNumberField, l as parseRewardRatesParams, m as platformKeys, o as useShowFieldErrors, r as useValidationErrorMap, s as platform_module_default, t as errorMessages } from "./form-validation-D1Xec6ET.js";
import { n as poolDaysAround, t as formatPoolDay } from "./pool-day-CRH1y1VW.js";
import { t as DataTable } from "./data-table-myK0ubUn.js";
import { t as page_module_default } from "./page.module-Dc3fuN6G.js";
import { t as card_module_default } from "./card.module-fGcW3Z9K.js";
import { t as list_module_default } from "./list.module-DS51Di8H.js";
import { t as SelectField } from "./select-field-Dl7lSUxY.js";
import { t as TextField } from "./text-field-B_vTD-RR.js";
import { t as useApiMutation } from "./mutation-DjMvjU3n.js";
import { t as identityQueryOptions } from "./get-identity-Bidrj2ds.js";
import { t as SectionPage } from "./section-page-BKoEM8cX.js";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
// src/features/platform/api/get-reward-rates.ts
/** GET /platform/rewards/rates: the daily reward rates, newest first. */
async function getRewardRates(params, signal) {
	const body = await apiRequest("/platform/rewards/rates", {
		query: { ...params },
		signal
	});
	return parseList(rewardRatesResponseSchema, body);
}
var rewardRatesQueryOptions = (params) => queryOptions({
	queryKey: platformKeys.rewardRatePage(params),
	queryFn: ({ signal }) => getRewardRates(params, signal),
	placeholderData: keepPreviousData
});
// src/features/platform/rate-form.ts
/** The reward rate form: the contract's body, typed as text. An empty source is left to the server ("manual"). */
var rateFormSchema = z.object({
	rate: wholeNumberField(setRewardRateBodySchema.shape.rate),
	date: poolDaySchema,
	source: z.string().transform((text) => text.trim() || void 0).pipe(setRewardRateBodySchema.shape.source.unwrap().optional())
});
function emptyRateForm(today) {
	return {
		rate: "",
		date: today,
		source: ""
	};
}
function useRateForm(today) {
	const error = useValidationErrorMap();
	return useForm({
		resolver: zodResolver(rateFormSchema, { error }),
		defaultValues: emptyRateForm(today),
		mode: "onTouched"
	});
}
// src/features/platform/api/get-external-rate-sources.ts
/** GET /platform/rewards/rates/external-sources: the rate each external source suggests, or why it has none. */
async function getExternalRateSources(signal) {
	const body = await apiRequest("/platform/rewards/rates/external-sources", { signal });
	return parseList(externalRateSourcesResponseSchema, body).data;
}
var externalRateSourcesQueryOptions = queryOptions({
	queryKey: platformKeys.externalRateSources,
	queryFn: ({ signal }) => getExternalRateSources(signal)
});
// src/features/platform/components/external-rate-sources.tsx
/**
* The rates external sources suggest (network difficulty, hashprice feeds). "Use this
* rate" fills the form; nothing is set until the form is sent.
*/
function ExternalRateSources({ onUse }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const headingId = useId();
	const sources = useQuery(externalRateSourcesQueryOptions);
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			className: card_module_default.heading,
			children: t("platform.sources.title")
		}), sources.isError && !sources.data ? /* @__PURE__ */ jsxs("div", {
			className: page_module_default.state,
			role: "alert",
			children: [/* @__PURE__ */ jsx("p", {
				className: page_module_default.stateText,
				children: t("platform.sources.error")
			}), /* @__PURE__ */ jsx(Button, {
				kind: "transparent",
				size: "xs",
				onClick: () => void sources.refetch(),
				children: t("common.retry")
			})]
		}) : !sources.data ? /* @__PURE__ */ jsx("div", {
			className: `${page_module_default.skeleton} ${platform_module_default.listSkeleton}`,
			role: "status",
			"aria-busy": "true",
			children: /* @__PURE__ */ jsx("span", {
				className: "visually-hidden",
				children: t("common.loadingList", { list: t("platform.sources.title") })
			})
		}) : sources.data.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: page_module_default.muted,
			children: t("platform.sources.empty")
		}) : /* @__PURE__ */ jsx("ul", {
			className: list_module_default.list,
			"aria-labelledby": headingId,
			children: sources.data.map(({ source, rate, fetched_at }) => {
				const nameId = `${headingId}-${source}`;
				return /* @__PURE__ */ jsxs("li", {
					className: list_module_default.row,
					children: [/* @__PURE__ */ jsxs("div", {
						className: list_module_default.rowText,
						children: [
							/* @__PURE__ */ jsx("strong", {
								id: nameId,
								children: source
							}),
							/* @__PURE__ */ jsx("span", {
								className: rate === null ? platform_module_default.danger : void 0,
								children: rate === null ? t("platform.sources.unavailable") : t("platform.rates.perTerahash", { rate: formatCount(rate, language) })
							}),
							/* @__PURE__ */ jsx("span", {
								className: page_module_default.muted,
								children: t("platform.sources.fetchedAt", { time: formatDateTime(fetched_at, language) })
							})
						]
					}), rate === null ? null : /* @__PURE__ */ jsx(Button, {
						kind: "transparent",
						size: "xs",
						"aria-describedby": nameId,
						onClick: () => onUse({
							rate,
							source
						}),
						children: t("platform.sources.use")
					})]
				}, source);
			})
		})]
	});
}
// src/features/platform/api/set-current-reward-rate.ts
/**
* PUT /platform/rewards/rates/current: the rate of today's pool day (or of `date`, while
* that day is not credited yet); it stays in force for later days until changed.
*/
async function setCurrentRewardRate(body) {
	await apiRequest("/platform/rewards/rates/current", {
		method: "PUT",
		body
	});
}
/** Sets a day's rate; the rate history follows. */
function useSetCurrentRewardRate(config) {
	return useApiMutation(setCurrentRewardRate, [platformKeys.rewardRates], config);
}
// src/features/platform/components/set-rate-form.tsx
/**
* Sets the reward rate of today's pool day (or of yesterday's, until its rewards are
* credited at 09:00 UTC); the rate stays in force for later days until changed.
*/
function SetRateForm({ form, days, inForce }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const headingId = useId();
	const toasts = useActionToasts();
	const showFieldErrors = useShowFieldErrors(form.setError, [
		"rate",
		"date",
		"source"
	]);
	const save = useSetCurrentRewardRate({
		onSuccess: () => {
			toasts.succeeded();
			form.reset(emptyRateForm(days.today));
		},
		onError: (error) => {
			if (!showFieldErrors(error)) toasts.failed(error);
		}
	});
	const { errors } = form.formState;
	return /* @__PURE__ */ jsxs("section", {
		className: `${card_module_default.card} ${card_module_default.stack}`,
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: card_module_default.heading,
				children: t("platform.rates.form.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: page_module_default.muted,
				children: inForce ? t("platform.rates.form.inForce", {
					rate: formatCount(inForce.rate, language),
					date: formatPoolDay(inForce.date, language),
					source: inForce.source
				}) : t("platform.rates.form.noneInForce")
			}),
			/* @__PURE__ */ jsx("p", {
				className: page_module_default.muted,
				children: t("platform.rates.form.explanation", { hour: `9:00` })
			}),
			/* @__PURE__ */ jsxs("form", {
				className: platform_module_default.form,
				noValidate: true,
				"aria-labelledby": headingId,
				onSubmit: (event) => void form.handleSubmit((values) => save.mutate({
					rate: values.rate,
					date: values.date,
					source: values.source
				}))(event),
				children: [
					/* @__PURE__ */ jsx(TextField, {
						label: t("platform.rates.form.rate"),
						inputMode: "numeric",
						autoComplete: "off",
						messages: errorMessages(errors.rate?.message),
						...form.register("rate")
					}),
					/* @__PURE__ */ jsx(SelectField, {
						label: t("platform.rates.form.date"),
						options: [{
							value: days.today,
							label: t("platform.rates.form.today", { date: formatPoolDay(days.today, language) })
						}, {
							value: days.yesterday,
							label: t("platform.rates.form.yesterday", { date: formatPoolDay(days.yesterday, language) })
						}],
						error: errors.date?.message,
						...form.register("date")
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: t("platform.rates.form.source"),
						placeholder: t("platform.rates.form.sourcePlaceholder"),
						autoComplete: "off",
						messages: errorMessages(errors.source?.message),
						...form.register("source")
					}),
					/* @__PURE__ */ jsx(Button, {
						type: "submit",
						disabled: save.isPending,
						className: platform_module_default.submit,
						children: t("platform.rates.form.submit")
					})
				]
			})
		]
	});
}
// src/features/platform/components/reward-rates-page.tsx
/** /platform: set the reward rate (by hand or from an external source) and read the history of rates (its page in the address). */
function RewardRatesPage({ title }) {
	const { t, i18n } = useTranslation();
	const language = i18n.language;
	const historyId = useId();
	const [days] = useState(() => poolDaysAround(/* @__PURE__ */ new Date()));
	const form = useRateForm(days.today);
	const [{ page }, setParams] = useSearchState(parseRewardRatesParams, serializeRewardRatesParams);
	const rates = useQuery(rewardRatesQueryOptions({
		page,
		per_page: 20
	}));
	const newest = useQuery(rewardRatesQueryOptions({
		page: 1,
		per_page: 20
	})).data?.data[0];
	const columns = [
		{
			key: "date",
			header: t("platform.rates.columns.date"),
			cell: (rate) => formatPoolDay(rate.date, language)
		},
		{
			key: "rate",
			header: t("platform.rates.columns.rate"),
			numeric: true,
			cell: (rate) => formatCount(rate.rate, language)
		},
		{
			key: "source",
			header: t("platform.rates.columns.source"),
			cell: (rate) => rate.source
		}
	];
	return /* @__PURE__ */ jsxs("div", {
		className: page_module_default.page,
		children: [
			/* @__PURE__ */ jsx("h1", {
				id: "page-title",
				className: page_module_default.title,
				children: title
			}),
			/* @__PURE__ */ jsxs("div", {
				className: platform_module_default.columns,
				children: [/* @__PURE__ */ jsx(SetRateForm, {
					form,
					days,
					inForce: newest
				}), /* @__PURE__ */ jsx(ExternalRateSources, { onUse: ({ rate, source }) => {
					form.setValue("rate", String(rate), {
						shouldValidate: true,
						shouldDirty: true
					});
					form.setValue("source", source, { shouldDirty: true });
					form.setFocus("rate");
				} })]
			}),
			/* @__PURE__ */ jsxs("section", {
				className: `${card_module_default.card} ${card_module_default.stack}`,
				"aria-labelledby": historyId,
				children: [/* @__PURE__ */ jsx("h2", {
					id: historyId,
					className: card_module_default.heading,
					children: t("platform.rates.title")
				}), /* @__PURE__ */ jsx(DataTable, {
					caption: t("platform.rates.title"),
					columns,
					rowKey: (rate) => rate.date,
					query: rates,
					emptyText: t("platform.rates.empty"),
					errorText: t("platform.rates.error"),
					onPage: (next) => setParams({ page: next })
				})]
			})
		]
	});
}
// src/app/routes/platform-rewards.tsx
/** /platform: the reward rates (set the current one, external suggestions, history). Platform staff only; the server checks it too. */
function Component() {
	const { t } = useTranslation();
	const title = t("pages.platformRewards.title");
	usePageTitle(title);
	const { data: identity } = useQuery(identityQueryOptions);
	if (!identity || activePermissionOf(identity.permissions)?.type !== "platform") return /* @__PURE__ */ jsx(SectionPage, { titleKey: "pages.platformRewards" });
	return /* @__PURE__ */ jsx(RewardRatesPage, { title });
}
export { Component };
