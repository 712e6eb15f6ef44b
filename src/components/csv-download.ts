/** Saves text as a CSV file through a temporary link (the browser's download, no server round trip). */
export function downloadCsv(fileName: string, csv: string): void {
  // The byte order mark lets spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
