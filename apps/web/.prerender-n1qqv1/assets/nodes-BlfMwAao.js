// src/features/auth/nodes.ts
/** The second-factor method groups in the order the dialog prefers them (product §4). */
var secondFactorGroups = [
	"totp",
	"lookup_secret",
	"webauthn"
];
function isInputNode(node) {
	return node.attributes.node_type === "input";
}
/** Submit and button inputs act; every other input holds a value. */
function isActionNode(node) {
	return isInputNode(node) && (node.attributes.type === "submit" || node.attributes.type === "button");
}
function isValueNode(node) {
	return isInputNode(node) && node.attributes.type !== "submit" && node.attributes.type !== "button";
}
/** A stable key for a node: name and value for inputs (several submits share a name), else its id. */
function nodeKey(node, index) {
	const attributes = node.attributes;
	if (attributes.node_type === "input") return `${attributes.name}:${String(attributes.value ?? "")}:${index}`;
	return `${"id" in attributes && typeof attributes.id === "string" ? attributes.id : attributes.node_type}:${index}`;
}
/** The nodes of the given groups; the default group (csrf_token, identifier) always comes along. */
function nodesOfGroups(nodes, groups) {
	return nodes.filter((node) => node.group === "default" || groups.includes(node.group));
}
function hasGroup(nodes, group) {
	return nodes.some((node) => node.group === group);
}
/** A server value as field text. */
function textOf(value) {
	if (value === void 0 || value === null) return "";
	if (typeof value === "string") return value;
	if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
	return JSON.stringify(value) ?? "";
}
/** Only scripts from the app's own origin run (the identity service is reached on this origin). */
function isSameOriginScript(src) {
	try {
		return new URL(src, window.location.origin).origin === window.location.origin;
	} catch {
		return false;
	}
}
/** The starting value of each value input, as the server sent it. */
function initialValues(nodes) {
	const values = {};
	for (const node of nodes) {
		if (!isValueNode(node)) continue;
		const { name, type } = node.attributes;
		const value = node.attributes.value;
		if (type === "checkbox") values[name] = value === true || value === "true";
		else if (!(name in values) || value !== void 0) values[name] = textOf(value);
	}
	return values;
}
/**
* Issue 16: nobody types a language tag. The language trait's field becomes a hidden one
* carrying the interface language, so the trait is still filled.
*/
function withInterfaceLanguage(nodes, language) {
	return nodes.map((node) => isInputNode(node) && node.attributes.name === "traits.language" ? {
		...node,
		attributes: {
			...node.attributes,
			type: "hidden",
			value: language
		}
	} : node);
}
/** Product §5: a two-factor or one-time code is six digits. */
var sixDigitCode = /^\d{6}$/;
var codeFieldNames = /* @__PURE__ */ new Set(["totp_code", "code"]);
/** Product §2/§5: the registration checkbox that agrees to the terms of use; it must be ticked. */
var termsFieldName = "traits.terms_agreed";
function isCodeField(name) {
	return codeFieldNames.has(name);
}
/** Puts a value at a dotted path: `traits.terms_agreed` becomes `{ traits: { terms_agreed } }`. */
function setPath(target, path, value) {
	const parts = path.split(".");
	let cursor = target;
	for (const part of parts.slice(0, -1)) {
		const next = cursor[part];
		if (typeof next !== "object" || next === null || Array.isArray(next)) cursor[part] = {};
		cursor = cursor[part];
	}
	cursor[parts[parts.length - 1]] = value;
}
/** "true"/"false" on a button mean booleans to the server (lookup_secret_reveal and friends). */
function buttonValue(value) {
	if (value === "true") return true;
	if (value === "false") return false;
	return value;
}
/**
* The JSON body of a submission (CLIENT-EXPECTATIONS §2): every value input of the form,
* dotted names nested, checkboxes as booleans, empty strings dropped; then the clicked
* button — `method` takes its value; any other button adds its own name and value, and
* `method` becomes the button's group unless the form already carries one.
*/
function buildBody(nodes, values, clicked) {
	const body = {};
	for (const node of nodes) {
		if (!isValueNode(node)) continue;
		const { name, type } = node.attributes;
		const value = name in values ? values[name] : node.attributes.value;
		if (type === "checkbox") {
			setPath(body, name, value === true || value === "true");
			continue;
		}
		if (value === void 0 || value === null || value === "") continue;
		setPath(body, name, typeof value === "string" && type === "number" ? Number(value) : value);
	}
	if (clicked && isInputNode(clicked)) {
		const { name } = clicked.attributes;
		const value = clicked.attributes.value;
		if (name === "method") body.method = value;
		else {
			if (value !== void 0 && value !== null && value !== "") setPath(body, name, buttonValue(value));
			if (body.method === void 0) body.method = clicked.group;
		}
	}
	return body;
}
/**
* Whether a submit or button node may be used (product §2: disabled while the form is
* invalid). Only the fields that travel with it count: required inputs of its own group
* and of the default group must be filled, code fields must be six digits, the terms
* must be agreed to. Submit buttons that are not `method` buttons (resend code, reveal
* codes, remove a key, a sign-in provider) carry their own value and need nothing else.
*/
function isActionEnabled(node, nodes, values) {
	if (!isActionNode(node) || node.attributes.disabled) return false;
	if (node.attributes.type === "submit" && node.attributes.name !== "method") return true;
	return nodes.every((field) => {
		if (!isValueNode(field) || field.attributes.type === "hidden") return true;
		if (field.group !== node.group && field.group !== "default") return true;
		const { name, type, required } = field.attributes;
		const value = values[name];
		if (type === "checkbox") return !(required || name === "traits.terms_agreed") || value === true;
		const text = typeof value === "string" ? value.trim() : "";
		if (isCodeField(name)) return sixDigitCode.test(text);
		return !required || text !== "";
	});
}
export { isActionNode as a, isSameOriginScript as c, nodesOfGroups as d, secondFactorGroups as f, withInterfaceLanguage as h, isActionEnabled as i, isValueNode as l, textOf as m, hasGroup as n, isCodeField as o, termsFieldName as p, initialValues as r, isInputNode as s, buildBody as t, nodeKey as u };
