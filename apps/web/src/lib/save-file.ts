/** Saves `content` as a file through the browser's download (a Blob URL, revoked once the click has started it). */
export function saveFile(content: string | ArrayBuffer, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by now; the file's memory can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
