import { v as toast } from "../prerender.mjs";
// src/components/ui/toast/copy-to-clipboard.ts
/**
* Product §4 "Copy to clipboard": success shows a toast titled with the copied message
* (`description` says what was copied); failure the generic error toast.
*/
async function copyToClipboard(text, t, description = text) {
	try {
		await navigator.clipboard.writeText(text);
		toast.success(t("common.copied"), { description });
	} catch {
		toast.error(t("toasts.error"), { description: t("toasts.errorDescription") });
	}
}
export { copyToClipboard as t };
