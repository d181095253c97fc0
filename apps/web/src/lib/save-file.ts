import type { DownloadedFile } from '@/lib/api-client';

/** Hands a downloaded file to the browser's save dialog through an object URL and a download link. */
export function saveFile(file: DownloadedFile, fallbackName: string, doc: Document = document): void {
  const url = URL.createObjectURL(file.blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.filename ?? fallbackName;
  link.hidden = true;
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click has handed the blob to the download; the URL only keeps it in memory.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
