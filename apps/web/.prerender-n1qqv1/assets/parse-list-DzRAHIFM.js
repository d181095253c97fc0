import { n as reportAppError } from "../prerender.mjs";
// src/lib/parse-list.ts
/**
* Parses a list answer by its contract schema, keeping the rows that fit it: one row the
* contract refuses (a figure a hair below 0) is left out, logged and reported, and the
* rest of the list still shows. Anything else that does not fit (the pagination, the
* totals, `data` not a list) is refused as a whole, as a parse of the schema would.
*/
function parseList(schema, body) {
	const whole = schema.safeParse(body);
	if (whole.success) return whole.data;
	const rows = body?.data;
	if (!Array.isArray(rows)) return schema.parse(body);
	const rowSchema = schema.shape.data.element;
	const kept = [];
	rows.forEach((row, index) => {
		const parsed = rowSchema.safeParse(row);
		if (parsed.success) {
			kept.push(parsed.data);
			return;
		}
		const error = new Error(`A list row does not fit the contract and was left out (row ${index})`, { cause: parsed.error });
		console.warn(error.message, row, parsed.error.issues);
		reportAppError(error);
	});
	return {
		...schema.parse({
			...body,
			data: []
		}),
		data: kept
	};
}
export { parseList as t };
