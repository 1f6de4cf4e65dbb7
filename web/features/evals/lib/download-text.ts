/** Offers `text` as a file download named `name`. */
export function downloadText(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked after the click's task, once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
