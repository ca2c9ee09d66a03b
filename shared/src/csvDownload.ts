// Saves a CSV made on the page (@app/shared/csv) as a file: the browser's download of a Blob URL.

export function saveCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has taken the file once the click has run; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
