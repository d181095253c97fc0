// src/lib/save-file.ts
/** Hands a downloaded file to the browser's save dialog through an object URL and a download link. */
function saveFile(file, fallbackName, doc = document) {
	const url = URL.createObjectURL(file.blob);
	const link = doc.createElement("a");
	link.href = url;
	link.download = file.filename ?? fallbackName;
	link.hidden = true;
	doc.body.append(link);
	try {
		link.click();
	} finally {
		link.remove();
		setTimeout(() => URL.revokeObjectURL(url), 0);
	}
}
export { saveFile as t };
