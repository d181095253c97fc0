import { Qt as backendBasePath, nn as xsrfCookieName, rn as xsrfHeaderName } from "./src-BvrlxL-H.js";
// src/lib/api-client.ts
/** What a failed call tells the UI: the §8 code to translate, never raw server text. */
var ApiError = class extends Error {
	status;
	code;
	fields;
	constructor(status, code, fields = []) {
		super(`${status} ${code}`);
		this.status = status;
		this.code = code;
		this.fields = fields;
		this.name = "ApiError";
	}
};
var unsafeMethods = /* @__PURE__ */ new Set([
	"POST",
	"PUT",
	"PATCH",
	"DELETE"
]);
function readCookie(name, cookies = document.cookie) {
	for (const part of cookies.split(";")) {
		const [key, ...rest] = part.trim().split("=");
		if (key === name) return decodeURIComponent(rest.join("="));
	}
}
var baseUrl = backendBasePath;
var defaultHeaders = {};
/** A header sent with every backend call until removed (the watcher token, product §4). */
function setDefaultHeader(name, value) {
	if (value === void 0) delete defaultHeaders[name];
	else defaultHeaders[name] = value;
}
function buildUrl(path, query = {}) {
	const params = new URLSearchParams();
	for (const [key, value] of Object.entries(query)) {
		if (value === void 0) continue;
		for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
	}
	const search = params.toString();
	return `${path}${search ? `?${search}` : ""}`;
}
/** Error codes after which a fresh second factor lets the call go through (product §4, §8). */
var secondFactorCodes = /* @__PURE__ */ new Set(["mfa_required", "session_aal2_required"]);
var askForSecondFactor;
/**
* One fetch wrapper for the backend: JSON in and out, the XSRF double-submit on every
* unsafe call, the §8 error shape parsed into ApiError. No default timeout (product §9).
* A call refused for want of a second factor opens the dialog and, after success, is
* made again once.
* `T` is the answer's type from the contract. The pages of a first visit (the main layout,
* the dashboard) take it as typed instead of parsing it again with the contract's schema:
* the server writes every answer through that schema (apps/server/src/http/serializer.ts),
* and parsing would load the schema library, a quarter of the dashboard's scripts.
*/
async function apiRequest(path, options = {}) {
	try {
		return await send(path, options);
	} catch (error) {
		if (!(error instanceof ApiError) || !secondFactorCodes.has(error.code) || true) throw error;
		if (!await askForSecondFactor()) throw error;
		return send(path, options);
	}
}
async function send(path, options) {
	const response = await fetchBackend(path, options, "application/json");
	const text = await response.text();
	let payload = void 0;
	if (text) try {
		payload = JSON.parse(text);
	} catch {
		throw new ApiError(response.status, "bad_response");
	}
	if (!response.ok) throw failureOf(response.status, payload);
	return payload;
}
/** The call itself: default headers (the watcher token), the XSRF header on unsafe methods, cookies. */
async function fetchBackend(path, options, accept) {
	const method = (options.method ?? "GET").toUpperCase();
	const headers = {
		accept,
		...defaultHeaders,
		...options.headers
	};
	if (options.body !== void 0) headers["content-type"] = "application/json";
	if (unsafeMethods.has(method)) {
		const token = readCookie(xsrfCookieName);
		if (token) headers[xsrfHeaderName] = token;
	}
	try {
		return await fetch(`${baseUrl}/v0.1${buildUrl(path, options.query)}`, {
			method,
			headers,
			body: options.body === void 0 ? void 0 : JSON.stringify(options.body),
			credentials: options.credentials ?? "include",
			signal: options.signal
		});
	} catch (error) {
		if (error instanceof DOMException && error.name === "AbortError") throw new ApiError(0, "canceled");
		throw new ApiError(0, "network_error");
	}
}
function failureOf(status, payload) {
	const error = errorOf(payload);
	if (error) return new ApiError(status, error.code, error.fields);
	return new ApiError(status, status === 404 ? "not_found" : "bad_response");
}
var isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function isFieldError(value) {
	return isRecord(value) && typeof value.name === "string" && typeof value.code === "string" && Object.values(value).every((item) => typeof item === "string" || typeof item === "number");
}
/**
* The error of a body in the shape of `errorResponseSchema`, or undefined. Checked by hand
* rather than by the schema, so every page loads without the schema library;
* api-client.test.ts holds the two to the same answers.
*/
function errorOf(payload) {
	if (!isRecord(payload) || !isRecord(payload.error)) return void 0;
	const { code, message, fields, redirect_browser_to: redirect } = payload.error;
	if (typeof code !== "string" || typeof message !== "string") return void 0;
	if (fields !== void 0 && !(Array.isArray(fields) && fields.every(isFieldError))) return void 0;
	if (redirect !== void 0 && typeof redirect !== "string") return void 0;
	return {
		code,
		message,
		...fields === void 0 ? {} : { fields },
		...redirect === void 0 ? {} : { redirect_browser_to: redirect }
	};
}
/** GET a file from the backend with the same cookies and headers as every call; errors as ApiError. */
async function apiDownload(path, options = {}) {
	const response = await fetchBackend(path, options, "*/*");
	if (!response.ok) {
		let payload = void 0;
		try {
			payload = await response.json();
		} catch {}
		throw failureOf(response.status, payload);
	}
	return {
		blob: await response.blob(),
		filename: filenameOf(response.headers.get("content-disposition"))
	};
}
/** The file name of a Content-Disposition header: `filename*=UTF-8''…` (RFC 6266) first, else `filename="…"`. */
function filenameOf(disposition) {
	if (!disposition) return void 0;
	const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
	if (extended) try {
		return decodeURIComponent(extended.trim());
	} catch {}
	const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(disposition);
	return (plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2]) || void 0;
}
export { setDefaultHeader as a, buildUrl as i, apiDownload as n, apiRequest as r, ApiError as t };
