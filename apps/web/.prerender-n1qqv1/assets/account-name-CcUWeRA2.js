import { J as operatorAccountNamePattern, an as accountNameLength, on as accountNamePattern } from "./src-BvrlxL-H.js";
// src/lib/account-name.ts
/**
* The first problem with an account name as product §5's message key and its value, or
* undefined when it is valid. The server checks the same rules; this spares a round trip.
*/
function accountNameProblem(name, rule = "general") {
	if (!name) return { key: "validation.required" };
	if (name.length < accountNameLength.min) return {
		key: "validation.min",
		value: accountNameLength.min
	};
	if (name.length > accountNameLength.max) return {
		key: "validation.max",
		value: accountNameLength.max
	};
	if (rule === "operator" && !operatorAccountNamePattern.test(name)) return { key: "customers.errors.operatorName" };
	if (!accountNamePattern.test(name)) return { key: "validation.name" };
}
export { accountNameProblem as t };
